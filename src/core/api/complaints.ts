// Complaints to the platform (issue 12 §3): file one, my list, the detail with its timeline and
// dialogue, write in it, cancel. Only the member centre's complaint pages import this module, so it
// stays out of the shared runtime chunk. Photos go through the review photos' upload (one picker).
import type { ComplaintForm } from '../contract/requests-complaints';
import { ComplaintCreated, ComplaintDetail, ComplaintPage } from '../contract/types-complaints';
import { call } from './check';

export type { ComplaintForm } from '../contract/requests-complaints';
export type { Complaint, ComplaintDetail, ComplaintMessage } from '../contract/types-complaints';
export * from '../contract/rules-complaints';

export const COMPLAINTS_PAGE_SIZE = 10;
const BASE = '/mallpcapi/memberComplaint';

export const addComplaint = (form: ComplaintForm) =>
  call({ method: 'POST', path: `${BASE}/addComplaint`, form: { ...form }, auth: true }, ComplaintCreated);

export const fetchMyComplaints = (pageNo: number, signal?: AbortSignal) =>
  call({ path: `${BASE}/getMyComplaint`, query: { pageNo, pageSize: COMPLAINTS_PAGE_SIZE }, auth: true, signal }, ComplaintPage);

export const fetchComplaint = (complaintId: number, signal?: AbortSignal) =>
  call({ path: `${BASE}/getComplaintDetail`, query: { complaintId }, auth: true, signal }, ComplaintDetail);

export const sayInComplaint = (complaintId: number, content: string) =>
  call({ method: 'POST', path: `${BASE}/addCommunication`, form: { complaintId, content }, auth: true }, ComplaintDetail);

export const cancelComplaint = (complaintId: number) =>
  call({ method: 'POST', path: `${BASE}/cancelComplaint`, form: { complaintId }, auth: true }, ComplaintDetail);
