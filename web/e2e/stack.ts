// The whole product, private to one test file: see startProductStack in libs/testing.
export { startProductStack as startStack, type ProductStack as Stack } from '@bli/testing';
