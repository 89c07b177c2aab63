//! The throwing sticks: the only source of chance. The engine is handed each throw; play draws them
//! here from a seeded PCG generator, so a seed gives the same game on every platform.

use crate::rules::{Throw, ThrowDevice};
use rand::{Rng, RngExt, SeedableRng};
use rand_pcg::Pcg32;

/// Four two-sided sticks driven by a seeded generator. Serializable: a save keeps the generator's
/// state, so a loaded game throws what the uninterrupted one would have.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Sticks {
    rng: Pcg32,
    /// Throws to give before drawing again (a lesson scripts its throws); not saved.
    #[serde(skip)]
    script: std::collections::VecDeque<u8>,
}

/// A record's `[Sticks]` tag that is not a state of the sticks.
#[derive(Debug, thiserror::Error)]
#[error("[Sticks \"{tag}\"] is not a state of the sticks: {problem}")]
pub struct NotSticks {
    pub tag: String,
    pub problem: ron::error::SpannedError,
}

impl Sticks {
    pub fn seeded(seed: u64) -> Sticks {
        Sticks {
            rng: Pcg32::seed_from_u64(seed),
            script: Default::default(),
        }
    }

    /// Throws the four sticks: which land flat side up, and the throw they make.
    pub fn throw_sticks(&mut self) -> ([bool; 4], Throw) {
        if let Some(n) = self.script.pop_front().and_then(Throw::new) {
            return (Sticks::showing(n), n);
        }
        let bits = self.rng.next_u32();
        let flat = [bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0];
        let flats = flat.iter().filter(|&&f| f).count() as u8;
        (flat, Throw::new(flats).expect("four sticks give 0-4 flats"))
    }

    /// A throw of any device, as the number [`crate::rules::common::race::RaceGame::give_throw`] takes. Four
    /// sticks throw exactly what [`Sticks::throw`] would.
    pub fn draw(&mut self, device: ThrowDevice) -> u8 {
        if !matches!(device, ThrowDevice::Sticks(_))
            && let Some(scripted) = self.script.pop_front()
        {
            return scripted;
        }
        match device {
            ThrowDevice::Sticks(n) => self.throw_faces(n).1,
            ThrowDevice::Die => self.rng.random_range(1..=6),
            // In order: in Bak-Amen's opening throw the first die is A's, the second B's.
            ThrowDevice::TwoDice => {
                10 * self.rng.random_range(1..=6u8) + self.rng.random_range(1..=6u8)
            }
        }
    }

    /// Throws `n` sticks (at most 32): which land flat side up, and how many. Four sticks land as
    /// [`Sticks::throw_sticks`] would.
    pub fn throw_faces(&mut self, n: u8) -> (Vec<bool>, u8) {
        if let Some(count) = self.script.pop_front() {
            let count = count.min(n);
            return ((0..n).map(|i| i < count).collect(), count);
        }
        let bits = self.rng.next_u32();
        let flat: Vec<bool> = (0..n).map(|i| bits >> i & 1 == 1).collect();
        let count = flat.iter().filter(|&&f| f).count() as u8;
        (flat, count)
    }

    /// The generator's state as text, for a record's `[Sticks]` tag: a game opened from that record
    /// throws what the uninterrupted one would have.
    pub fn state_tag(&self) -> String {
        ron::to_string(&self.rng).expect("two numbers serialize")
    }

    pub fn from_state_tag(text: &str) -> Result<Sticks, NotSticks> {
        ron::from_str(text)
            .map(|rng| Sticks {
                rng,
                script: Default::default(),
            })
            .map_err(|e| NotSticks {
                tag: text.to_string(),
                problem: e,
            })
    }

    /// The next throw will be `throw` (as [`crate::rules::common::race::RaceGame::give_throw`]
    /// takes it), whatever the generator says; the generator is not advanced by it.
    pub fn script_next(&mut self, throw: u8) {
        self.script.clear();
        self.script.push_back(throw);
    }

    pub fn throw(&mut self) -> Throw {
        self.throw_sticks().1
    }

    /// Sticks showing a given throw (for a throw replayed from a record): the flat ones first.
    pub fn showing(throw: Throw) -> [bool; 4] {
        std::array::from_fn(|i| (i as u8) < throw.flats())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_throws_and_fair_distribution() {
        let mut a = Sticks::seeded(7);
        let mut b = Sticks::seeded(7);
        let mut counts = [0u32; 5];
        for _ in 0..16_000 {
            let t = a.throw();
            assert_eq!(t, b.throw());
            counts[t.flats() as usize] += 1;
        }
        // Binomial(4, 1/2): 1, 4, 6, 4, 1 sixteenths.
        for (flats, expect) in [1u32, 4, 6, 4, 1].iter().enumerate() {
            let want = expect * 1000;
            let got = counts[flats];
            assert!(
                got.abs_diff(want) < want / 8 + 60,
                "{flats} flats: {got} vs {want}"
            );
        }
        let first = |seed| {
            let mut s = Sticks::seeded(seed);
            (0..20).map(|_| s.throw_sticks().0).collect::<Vec<_>>()
        };
        assert_ne!(first(7), first(8));
    }
}
