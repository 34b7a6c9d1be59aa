/** Only these variables for a child process: the project's ProcessEnv type declares NODE_ENV, which such a child need not have. */
export const childEnv = (variables: Record<string, string | undefined>) => variables as NodeJS.ProcessEnv;
