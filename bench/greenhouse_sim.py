# Benchmark (held-out style, after typical agent code): a greenhouse simulation with a seeded
# random. Plants, sensors and actuators are classes with @property getters and validating
# setters (temperature and humidity clamped, water level raising ValueError); an hourly loop
# drives heaters, vents and sprinklers through a simple controller with hysteresis; plants grow
# by a logistic rule with random.gauss noise; daily summaries use the statistics module.
import random
import statistics


class Sensor:
    def __init__(self, name, rng, noise):
        self.name = name
        self._rng = rng
        self._noise = noise
        self.readings = []

    def read(self, true_value):
        value = true_value + self._rng.gauss(0.0, self._noise)
        self.readings.append(value)
        return value


class Climate:
    def __init__(self, temperature, humidity):
        self._temperature = temperature
        self._humidity = humidity

    @property
    def temperature(self):
        return self._temperature

    @temperature.setter
    def temperature(self, value):
        self._temperature = min(45.0, max(-5.0, value))

    @property
    def humidity(self):
        return self._humidity

    @humidity.setter
    def humidity(self, value):
        self._humidity = min(100.0, max(5.0, value))

    @property
    def vapour_deficit(self):
        saturation = 0.6108 * 2.718281828 ** (17.27 * self._temperature / (self._temperature + 237.3))
        return saturation * (1 - self._humidity / 100)


class Tank:
    def __init__(self, capacity):
        self.capacity = capacity
        self._level = capacity

    @property
    def level(self):
        return self._level

    @level.setter
    def level(self, value):
        if value < 0:
            raise ValueError(f"tank would go negative: {value:.2f}")
        self._level = min(self.capacity, value)

    @property
    def fraction(self):
        return self._level / self.capacity


class Plant:
    SPECIES = {"tomato": (24.0, 0.050, 180.0), "basil": (22.0, 0.070, 60.0), "pepper": (26.0, 0.040, 120.0)}

    def __init__(self, species, rng):
        self.species = species
        self.ideal, self.rate, self.max_size = Plant.SPECIES[species]
        self._size = rng.uniform(2.0, 5.0)
        self._water = 0.6
        self.stress_hours = 0

    @property
    def size(self):
        return self._size

    @property
    def thirsty(self):
        return self._water < 0.35

    @property
    def health(self):
        return max(0.0, 1.0 - self.stress_hours / 500)

    def step(self, climate, rng):
        temp_factor = max(0.0, 1 - abs(climate.temperature - self.ideal) / 15)
        water_factor = min(1.0, self._water / 0.5)
        growth = self.rate * self._size * (1 - self._size / self.max_size) * temp_factor * water_factor
        self._size += max(0.0, growth + rng.gauss(0, 0.01))
        self._water = max(0.0, self._water - 0.004 - 0.002 * climate.vapour_deficit)
        if temp_factor < 0.5 or self._water < 0.2:
            self.stress_hours += 1

    def irrigate(self, litres):
        self._water = min(1.0, self._water + litres * 0.1)


class Controller:
    def __init__(self, target, band):
        self.target = target
        self.band = band
        self.heater_on = False
        self.vent_open = False
        self.switches = 0

    def update(self, measured):
        heater = self.heater_on
        vent = self.vent_open
        if measured < self.target - self.band:
            heater, vent = True, False
        elif measured > self.target + self.band:
            heater, vent = False, True
        elif abs(measured - self.target) < self.band / 3:
            heater, vent = False, False
        if (heater, vent) != (self.heater_on, self.vent_open):
            self.switches += 1
        self.heater_on, self.vent_open = heater, vent


def outside_temperature(hour, rng):
    day = hour // 24
    base = 12 + 6 * ((day % 30) / 30)
    swing = 7 * (1 - abs((hour % 24) - 14) / 12)
    return base + swing + rng.gauss(0, 1.0)


def main(days=100, n_plants=60):
    rng = random.Random(20261124)
    climate = Climate(18.0, 60.0)
    tank = Tank(400.0)
    thermo = Sensor("temp", rng, 0.4)
    hygro = Sensor("humidity", rng, 1.5)
    ctl = Controller(23.0, 1.5)
    plants = [Plant(rng.choice(list(Plant.SPECIES)), rng) for _ in range(n_plants)]
    refills = dry_events = 0
    for day in range(days):
        day_temps = []
        for hour in range(day * 24, day * 24 + 24):
            outside = outside_temperature(hour, rng)
            drift = (outside - climate.temperature) * 0.08
            if ctl.heater_on:
                drift += 1.2
            if ctl.vent_open:
                drift -= 0.9
                climate.humidity -= 2.0
            climate.temperature += drift
            climate.humidity += rng.uniform(-1.0, 1.5)
            ctl.update(thermo.read(climate.temperature))
            hygro.read(climate.humidity)
            day_temps.append(climate.temperature)
            for plant in plants:
                plant.step(climate, rng)
                if plant.thirsty:
                    try:
                        tank.level -= 0.8
                        plant.irrigate(0.8)
                    except ValueError:
                        dry_events += 1
            if tank.fraction < 0.1 and hour % 24 == 6:
                tank.level += 300.0
                refills += 1
        if day % 20 == 0 or day == days - 1:
            sizes = [p.size for p in plants]
            print(f"day {day:3d} temp {statistics.mean(day_temps):5.2f}±{statistics.pstdev(day_temps):4.2f} "
                  f"hum {climate.humidity:5.1f} tank {tank.fraction:5.1%} "
                  f"size mean {statistics.mean(sizes):7.2f} median {statistics.median(sizes):7.2f}")
    by_species = {}
    for p in plants:
        by_species.setdefault(p.species, []).append(p)
    for species in sorted(by_species):
        group = by_species[species]
        print(f"{species:<7} n={len(group):2d} size={statistics.mean(p.size for p in group):7.2f} "
              f"health={statistics.mean(p.health for p in group):.3f} "
              f"stressed={sum(p.stress_hours > 0 for p in group)}")
    print(f"controller switches {ctl.switches}, refills {refills}, dry events {dry_events}")
    print(f"sensor temp mean {statistics.fmean(thermo.readings):.3f} "
          f"humidity quantiles {[round(q, 2) for q in statistics.quantiles(hygro.readings, n=4)]}")


if __name__ == "__main__":
    main()  # test: main(days=3, n_plants=10)
