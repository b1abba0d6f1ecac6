/** Gyms we deliver to. A delivery address reads "<name>, <city>, India". */
export const SEED_GYMS: readonly { name: string; city: string }[] = [
  { name: 'Iron Temple Fitness Bandra', city: 'Mumbai' },
  { name: 'Pulse Fitness Andheri East', city: 'Mumbai' },
  { name: 'Flex Zone Koramangala', city: 'Bengaluru' },
  { name: 'Muscle Mantra Indiranagar', city: 'Bengaluru' },
  { name: 'Spartan Strength Club Connaught Place', city: 'New Delhi' },
  { name: 'Peak Performance Cyber City', city: 'Gurugram' },
  { name: 'Titan Gym Jubilee Hills', city: 'Hyderabad' },
  { name: 'Shakti Fitness Koregaon Park', city: 'Pune' },
  { name: 'Body Forge Salt Lake', city: 'Kolkata' },
  { name: 'Urban Athlete Anna Nagar', city: 'Chennai' },
];
