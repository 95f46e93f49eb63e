// The first plan is the default (spec: default subscription plan id 1); the deposit is shown as R1 499.
export const subscriptionPlanCatalogue = [
  {
    displayName: 'Vigil Secure',
    description: 'Live tracking, remote lock and unlock, tamper alerts and armed response dispatch.',
    available: true,
    isOffline: false,
    depositCents: 149_900,
    monthlyCents: 29_900,
  },
  {
    displayName: 'Vigil Secure Plus',
    description: 'Everything in Secure, plus fuel cut, auto-lock and 24/7 recovery by Capital Air.',
    available: true,
    isOffline: false,
    depositCents: 149_900,
    monthlyCents: 39_900,
  },
  {
    displayName: 'Vigil Fleet',
    description: 'Secure Plus for company vehicles, with company administrators and vehicle history exports.',
    available: true,
    isOffline: false,
    depositCents: 149_900,
    monthlyCents: 34_900,
  },
  {
    displayName: 'Vigil Offline',
    description: 'Paid at a fitment centre; the agent records the payment.',
    available: true,
    isOffline: true,
    depositCents: 149_900,
    monthlyCents: 29_900,
  },
  {
    displayName: 'Vigil Classic',
    description: 'The original tracking plan, no longer sold.',
    available: false,
    isOffline: false,
    depositCents: 99_900,
    monthlyCents: 19_900,
  },
]
