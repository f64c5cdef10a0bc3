import { maskAddress, maskAddressesIn } from './mask-address';

describe('masking addresses', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskAddress('shopper@example.com')).toBe('s***@example.com');
    expect(maskAddress('x@example.in')).toBe('x***@example.in');
  });

  it('masks every address quoted in an error', () => {
    expect(
      maskAddressesIn('550 5.1.1 <ravi.k@mail.example>: unknown; see postmaster@mail.example'),
    ).toBe('550 5.1.1 <r***@mail.example>: unknown; see p***@mail.example');
  });
});
