/**
 * Gyms we deliver to, with the hours their front desk takes deliveries (India time). A delivery
 * address reads "<name>, <city>, India".
 */
export const SEED_GYMS: readonly {
  name: string;
  area: string;
  city: string;
  opensAt: string;
  closesAt: string;
  handoverPoint: string;
}[] = [
  {
    name: 'Iron Temple Fitness Bandra',
    area: 'Bandra West',
    city: 'Mumbai',
    opensAt: '05:30',
    closesAt: '22:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Pulse Fitness Andheri East',
    area: 'Andheri East',
    city: 'Mumbai',
    opensAt: '06:00',
    closesAt: '23:00',
    handoverPoint: 'Reception',
  },
  {
    name: 'Flex Zone Koramangala',
    area: 'Koramangala 5th Block',
    city: 'Bengaluru',
    opensAt: '05:30',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Muscle Mantra Indiranagar',
    area: 'Indiranagar',
    city: 'Bengaluru',
    opensAt: '06:00',
    closesAt: '22:30',
    handoverPoint: 'Juice bar counter',
  },
  {
    name: 'Spartan Strength Club Connaught Place',
    area: 'Connaught Place',
    city: 'New Delhi',
    opensAt: '06:00',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Peak Performance Cyber City',
    area: 'DLF Cyber City',
    city: 'Gurugram',
    opensAt: '05:00',
    closesAt: '23:00',
    handoverPoint: 'Lobby security desk',
  },
  {
    name: 'Titan Gym Jubilee Hills',
    area: 'Jubilee Hills',
    city: 'Hyderabad',
    opensAt: '05:30',
    closesAt: '22:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Shakti Fitness Koregaon Park',
    area: 'Koregaon Park',
    city: 'Pune',
    opensAt: '06:00',
    closesAt: '22:00',
    handoverPoint: 'Reception',
  },
  {
    name: 'Body Forge Salt Lake',
    area: 'Salt Lake Sector V',
    city: 'Kolkata',
    opensAt: '06:00',
    closesAt: '21:30',
    handoverPoint: 'Front desk',
  },
  {
    name: 'Urban Athlete Anna Nagar',
    area: 'Anna Nagar',
    city: 'Chennai',
    opensAt: '05:00',
    closesAt: '22:00',
    handoverPoint: 'Front desk',
  },
];
