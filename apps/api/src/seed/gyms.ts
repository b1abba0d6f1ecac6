import type { StateName } from '@gymfuel/contracts';

/**
 * Gyms we deliver to, with the hours their front desk takes deliveries (India time). A delivery
 * address reads "<name>, <city>, India". The state (by its name in the contracts' INDIAN_STATES)
 * is the place of supply on tax invoices.
 */
export const SEED_GYMS: readonly {
  name: string;
  area: string;
  city: string;
  state: StateName;
  opensAt: string;
  closesAt: string;
  handoverPoint: string;
}[] = [
  {
    name: 'Iron Temple Fitness Bandra',
    area: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    opensAt: '05:30',
    closesAt: '22:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Pulse Fitness Andheri East',
    area: 'Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    opensAt: '06:00',
    closesAt: '23:00',
    handoverPoint: 'Reception',
  },
  {
    name: 'Flex Zone Koramangala',
    area: 'Koramangala 5th Block',
    city: 'Bengaluru',
    state: 'Karnataka',
    opensAt: '05:30',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Muscle Mantra Indiranagar',
    area: 'Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    opensAt: '06:00',
    closesAt: '22:30',
    handoverPoint: 'Juice bar counter',
  },
  {
    name: 'Spartan Strength Club Connaught Place',
    area: 'Connaught Place',
    city: 'New Delhi',
    state: 'Delhi',
    opensAt: '06:00',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Peak Performance Cyber City',
    area: 'DLF Cyber City',
    city: 'Gurugram',
    state: 'Haryana',
    opensAt: '05:00',
    closesAt: '23:00',
    handoverPoint: 'Lobby security desk',
  },
  {
    name: 'Titan Gym Jubilee Hills',
    area: 'Jubilee Hills',
    city: 'Hyderabad',
    state: 'Telangana',
    opensAt: '05:30',
    closesAt: '22:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Shakti Fitness Koregaon Park',
    area: 'Koregaon Park',
    city: 'Pune',
    state: 'Maharashtra',
    opensAt: '06:00',
    closesAt: '22:00',
    handoverPoint: 'Reception',
  },
  {
    name: 'Body Forge Salt Lake',
    area: 'Salt Lake Sector V',
    city: 'Kolkata',
    state: 'West Bengal',
    opensAt: '06:00',
    closesAt: '21:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Urban Athlete Anna Nagar',
    area: 'Anna Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    opensAt: '05:00',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
];
