import { useState } from 'react';
import { LoadError } from '../../../shared/ui/LoadError';
import { Loader } from '../../../shared/ui/Loader';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { useDeliverySettings } from './api/delivery-settings';
import { DefaultCapacityForm } from './DefaultCapacityForm';
import { GymHoursForm } from './GymHoursForm';
import { SlotCapacityList } from './SlotCapacityList';
import './delivery-slots.css';

/** 'Delivery slots' (owner): gyms' hours, the default capacity and one slot's capacity on a date. */
export default function DeliverySlotsScreen() {
  const settings = useDeliverySettings();
  const [chosenGym, setChosenGym] = useState<string | null>(null);
  const gyms = settings.data?.gyms ?? [];
  const gym = gyms.find((candidate) => candidate.name === chosenGym) ?? gyms[0];

  return (
    <ConsoleScreenFrame
      title="Delivery slots"
      lead="Each gym's hours, and how many orders each half hour takes."
    >
      {settings.isPending && <Loader />}
      {settings.isError && (
        <LoadError
          message="The delivery settings could not be loaded."
          onRetry={() => void settings.refetch()}
          isRetrying={settings.isFetching}
        />
      )}
      {settings.data && (
        <div className="slot-admin">
          <DefaultCapacityForm current={settings.data.defaultCapacity} />
          {gym && (
            <>
              <div className="field slot-admin__gym">
                <label htmlFor="slot-admin-gym">Gym</label>
                <select
                  id="slot-admin-gym"
                  value={gym.name}
                  onChange={(event) => setChosenGym(event.target.value)}
                >
                  {gyms.map((candidate) => (
                    <option key={candidate.name} value={candidate.name}>
                      {candidate.name}
                    </option>
                  ))}
                </select>
              </div>
              {/* Keyed by the gym: another gym's forms start from its hours and today. */}
              <GymHoursForm key={`hours ${gym.name}`} gym={gym} />
              <SlotCapacityList key={`slots ${gym.name}`} gym={gym.name} />
            </>
          )}
        </div>
      )}
    </ConsoleScreenFrame>
  );
}
