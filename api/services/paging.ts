export interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
