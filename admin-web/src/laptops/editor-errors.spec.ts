import { ApiError, apiErrorFromBody } from '../lib/api-error';
import { editorErrors, publishRefusal } from './editor-errors';

describe('save errors next to the fields', () => {
  it('puts each named field (first part of its path) under its input, the rest under the form', () => {
    const error = new ApiError(400, '400: …', 'pros.1: pros must not hold empty lines', [
      { field: 'pros.1', message: 'pros must not hold empty lines' },
      { field: 'title', message: 'title must be at least 10 characters' },
      { field: '(body)', message: 'Unrecognized key: "colour"' },
    ]);
    expect(editorErrors(error)).toEqual({
      pros: 'pros must not hold empty lines',
      title: 'title must be at least 10 characters',
      form: 'Unrecognized key: "colour"',
    });
  });

  it('puts a taken slug (409) on the slug field', () => {
    const error = apiErrorFromBody(
      409,
      'Conflict',
      JSON.stringify({ error: 'Another laptop has the slug hp-victus-15', code: 'CONFLICT' }),
    );
    expect(editorErrors(error)).toEqual({ slug: 'Another laptop has the slug hp-victus-15' });
  });

  it('puts any other refusal under the form, and has nothing to say about non-API errors', () => {
    const error = apiErrorFromBody(503, 'Service Unavailable', '{"error":"catalogue is down"}');
    expect(editorErrors(error)).toEqual({ form: 'catalogue is down' });
    expect(editorErrors(new TypeError('fetch failed'))).toEqual({});
  });
});

describe('a refused publish', () => {
  it('lists what is missing from details.fields or details.missing', () => {
    const fields = apiErrorFromBody(
      400,
      'Bad Request',
      JSON.stringify({
        error: 'Cannot publish: a review of at least 300 characters, a picture',
        details: {
          fields: [
            { field: 'review', message: 'a review of at least 300 characters' },
            { field: 'images', message: 'at least one picture' },
          ],
        },
      }),
    );
    expect(publishRefusal(fields)).toEqual({
      message: 'Cannot publish: a review of at least 300 characters, a picture',
      missing: ['a review of at least 300 characters', 'at least one picture'],
    });
    const missing = apiErrorFromBody(
      400,
      'Bad Request',
      JSON.stringify({ error: 'Not ready', details: { missing: ['review', 'images', 3] } }),
    );
    expect(publishRefusal(missing)).toEqual({
      message: 'Not ready',
      missing: ['review', 'images'],
    });
  });

  it('shows the message alone when the server names nothing else', () => {
    const error = apiErrorFromBody(400, 'Bad Request', '{"error":"Missing: a picture, RAM"}');
    expect(publishRefusal(error)).toEqual({ message: 'Missing: a picture, RAM', missing: [] });
    expect(publishRefusal(new Error('offline')).missing).toEqual([]);
  });
});
