import { Schema, type Connection } from 'mongoose';

/**
 * One job that one API process at a time runs on a schedule (`_id`: the job's name). The lease
 * doubles as the schedule: while a run is under way it ends `leaseMs` after the start (so a
 * process that dies mid-run hands the job on), and once the run is over it ends when the next
 * run is due.
 */
export interface JobLeaseRecord {
  _id: string;
  leaseUntil: Date;
  /** The process that took it last. */
  holder: string;
}

const jobLeaseSchema = new Schema<JobLeaseRecord>(
  {
    _id: { type: String, required: true },
    leaseUntil: { type: Date, required: true },
    holder: { type: String, required: true },
  },
  { collection: 'job_leases', versionKey: false },
);

/** The model on this connection (compiled once; later calls return the same one). */
export const jobLeaseModel = (connection: Connection) =>
  connection.model('JobLease', jobLeaseSchema);
export type JobLeaseModel = ReturnType<typeof jobLeaseModel>;
