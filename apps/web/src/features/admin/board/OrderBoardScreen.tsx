import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { AdvanceOrderForm } from './AdvanceOrderForm';

/** 'Order board' (staff): moves orders along their flow. */
export default function OrderBoardScreen() {
  return (
    <ConsoleScreenFrame title="Order board" lead="Today's orders, from the kitchen to the gym.">
      <AdvanceOrderForm />
    </ConsoleScreenFrame>
  );
}
