export { useForm, type AppForm, type FormOptions } from './useForm.ts';
export { useSubmit, type SubmitOptions, type SubmitState } from './useSubmit.ts';
export { Form } from './Form.tsx';
