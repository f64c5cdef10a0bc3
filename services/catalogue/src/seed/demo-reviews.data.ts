// Demo data only: our editorial reviews of a few demo laptops (by asin), so the demo catalogue
// has pages with a review and the publish rules have laptops that meet them.
export const demoReviews: Readonly<Record<string, string>> = {
  B0OFR25NSN:
    'The Vivobook Go 14 is the laptop we point students to when the budget stops near ₹30,000. ' +
    'The Ryzen 3 7320U is no speed demon, but with a 512 GB SSD it boots in seconds and keeps ' +
    'a browser, Office and a video call running without stutter. At 1.38 kg it slips into any ' +
    'college bag, the hinge lies flat for sharing notes, and a lifetime Office licence saves ' +
    'money from day one. Know the limits before you buy: the 8 GB of memory is soldered, so it ' +
    'will never grow, and the dim screen struggles near a window.',
  B0LQVCK2JT:
    'The TUF Gaming F15 is the cheapest sensible way into PC gaming in India. Its RTX 2050 runs ' +
    'esports titles such as Valorant and CS2 well above 100 frames per second on the 144 Hz ' +
    'screen, and the chassis shrugs off the knocks of a hostel room. It is also one of the few ' +
    'budget gaming laptops that can grow: two memory slots and a spare M.2 slot mean a second ' +
    '8 GB stick and more storage later. New AAA games need low settings, the panel is dim and ' +
    'washed out, and at 2.3 kg with its charger it is a desk machine more than a travel one.',
  B07R7ZP96V:
    'The IdeaPad Slim 5 with the Ryzen 7 8845HS is the all-rounder we recommend most under ' +
    '₹70,000. Eight fast cores make quick work of coding, photo edits and spreadsheets, and the ' +
    'Radeon 780M runs older and lighter games at 1080p. The 14-inch OLED screen is the star: ' +
    'deep blacks and rich colour make films and photos look better than on any IPS panel at ' +
    'this price. It weighs under 1.5 kg and lasts a working day. The 16 GB of memory is soldered, ' +
    'so buy the size you need, and the glossy screen reflects bright lights.',
  B0WIZOF30H:
    'For serious gaming on a mid-range budget, the TUF Gaming A15 with the RTX 4060 is our pick. ' +
    'It runs most new games at 1080p on high settings, and frame generation with DLSS 3 lifts the ' +
    'demanding ones further. The MUX switch adds frames by sending the picture straight from the ' +
    'graphics card, and the 90 Wh battery gives real hours of work away from the plug, which is ' +
    'rare in a gaming laptop. Memory and storage can be upgraded. The fans are loud in Turbo ' +
    'mode, the keyboard deck flexes a little and the panel shows muted colours.',
  B0R05D3DHA:
    'The MacBook Air with M4 is the easiest laptop to recommend to anyone who wants a machine ' +
    'that simply works for years. The 10-core M4 is fast for everything from study to photo ' +
    'editing, and with no fan it is completely silent. Battery life is the best we know of: a ' +
    'full day and then some. 16 GB of memory is now standard, it drives two external displays, ' +
    'and the build, speakers and trackpad are excellent. The 256 GB SSD fills up fast and ' +
    'Apple charges a lot for more, so plan on cloud or external storage.',
};
