export { useForm, type AppForm, type FormOptions, type SubmitOptions } from './useForm.ts';
export { Form } from './Form.tsx';
