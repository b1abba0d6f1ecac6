const paidDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const formatPaidDate = (date: Date): string => paidDate.format(date);
