// One definition of the agency's day for the API's figures and the server's counting.
export { endOfIstDay, istDay } from "../../api/services/ist-day";
