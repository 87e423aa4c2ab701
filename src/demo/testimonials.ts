/** SPEC §3 testimonial: text, name, role; portraits 7 to 12, after the team's six. */
export const TESTIMONIALS = [
  {
    text: 'They found us twelve nurses in four months and every one of them is still with us.',
    name: 'Dr. Hannah Koch',
    role: 'Director of Nursing',
    image: 7,
  },
  {
    text: 'The market study told us what we did not want to hear, and saved us a costly mistake.',
    name: 'Rajesh Iyer',
    role: 'Chief Executive',
    image: 8,
  },
  {
    text: 'My visa, my ticket and my first week were all arranged. I only had to pack.',
    name: 'Ana Santos',
    role: 'Site Engineer',
    image: 9,
  },
  {
    text: 'Clear fees, clear contracts, and someone who answers the phone.',
    name: 'Tomasz Nowak',
    role: 'Welder',
    image: 10,
  },
  {
    text: 'Their compliance desk got our licence through in half the time we had planned for.',
    name: 'Leila Haddad',
    role: 'Operations Manager',
    image: 11,
  },
  {
    text: 'We have hired through them for eight years. That says it all.',
    name: 'Peter Lang',
    role: 'HR Director',
    image: 12,
  },
];
