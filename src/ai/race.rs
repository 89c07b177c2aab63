//! Computer opponents for any race game of the collection, through [`RaceGame`] and a per-game
//! evaluation ([`Evaluate`]). The levels mean what they mean for Mehen: Normal plays the move that
//! evaluates best one move ahead, Novice picks among the better half, Expert searches the next turns, each
//! a chance node over the throw and the best move of the seat to move. Before a throw (Senet's Rebirth, or an offered number)
//! a bot compares each option with the expected value of throwing.

use super::slices::Shortlist;
use super::{Level, Slices};
use crate::rules::common::race::RaceGame;
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;

/// How good a position is for a seat: higher is better; a win is worth far more than any position.
pub trait Evaluate: RaceGame {
    /// How many turns the Expert searches after its move (each a chance node over the throw, with the
    /// seat to move taking its best move), chosen per game by tournament against Normal (docs/ai.md).
    const EXPERT_TURNS: u8 = 3;

    fn evaluate(&self, seat: u8) -> f32;
}

/// How far `seat`'s standing leads the best of the other seats' (negative: behind): the
/// evaluation of a game where only the leader matters.
pub fn lead_over_the_rest(players: u8, seat: u8, standing: impl Fn(u8) -> f32) -> f32 {
    let best_other = (0..players)
        .filter(|&s| s != seat)
        .map(&standing)
        .fold(f32::MIN, f32::max);
    standing(seat) - best_other
}

/// The evaluation with the end of the game folded in.
fn value<G: Evaluate>(g: &G, seat: u8) -> f32 {
    match g.winners() {
        Some(w) if w == 1 << seat => 10_000.0,
        Some(w) if w & (1 << seat) != 0 => 0.0,
        Some(_) => -10_000.0,
        None => g.evaluate(seat),
    }
}

#[derive(Debug, Clone, Copy)]
pub struct RaceBot {
    pub level: Level,
    pub seed: u64,
}

impl RaceBot {
    pub fn new(level: Level, seed: u64) -> RaceBot {
        RaceBot { level, seed }
    }

    /// The bot's choice: an action, or `None` to throw (only when a throw is due).
    pub fn choose<G: Evaluate>(&self, g: &G, legal: &[G::Action]) -> Option<G::Action> {
        self.begin(g, legal).finish()
    }

    /// Starts choosing: only the Expert's search before a move is left for later pieces
    /// ([`Slices`]); the answer is [`RaceBot::choose`]'s.
    pub fn begin<G: Evaluate>(&self, g: &G, legal: &[G::Action]) -> RaceChoosing<G> {
        let Some(seat) = g.seat_to_move() else {
            return RaceChoosing::Ready(None);
        };
        if g.throw_due() {
            let throwing = after_turns(g, seat, 1);
            let best = best_by(g, legal, |after| settle_value(after, seat));
            return RaceChoosing::Ready(match best.first() {
                Some(&(v, a)) if v > throwing => Some(a),
                _ => None,
            });
        }
        let scored = best_by(g, legal, |after| value(after, seat));
        RaceChoosing::Ready(match self.level {
            Level::Normal => scored.first().map(|s| s.1),
            Level::Novice => {
                let pool = scored.len().div_ceil(2).clamp(1, 12);
                let mut rng = Pcg32::seed_from_u64(
                    self.seed ^ u64::from(g.turn_count()).wrapping_mul(0x9E37_79B9_7F4A_7C15),
                );
                scored.get(rng.random_range(0..pool)).map(|s| s.1)
            }
            Level::Expert => {
                return RaceChoosing::Expert(RaceSearch {
                    game: g.clone(),
                    seat,
                    shortlist: Shortlist::new(scored, EXPERT_SHORTLIST),
                });
            }
        })
    }
}

/// The moves the Expert searches in depth: its best six by the one-move evaluation.
const EXPERT_SHORTLIST: usize = 6;

/// A race bot's choice under way (see [`RaceBot::begin`]).
pub enum RaceChoosing<G: Evaluate> {
    Ready(Option<G::Action>),
    Expert(RaceSearch<G>),
}

/// The Expert's search: one move of its shortlist a piece, each valued over the next turns.
pub struct RaceSearch<G: Evaluate> {
    game: G,
    seat: u8,
    /// The moves best by the one-move evaluation, one searched a piece.
    shortlist: Shortlist<G::Action>,
}

impl<G: Evaluate> Slices for RaceChoosing<G> {
    type Answer = Option<G::Action>;

    fn step(&mut self) -> Option<Option<G::Action>> {
        match self {
            RaceChoosing::Ready(a) => Some(*a),
            RaceChoosing::Expert(search) => search.step(),
        }
    }

    fn best_yet(&self) -> Option<Option<G::Action>> {
        match self {
            RaceChoosing::Ready(a) => Some(*a),
            RaceChoosing::Expert(search) => Some(search.shortlist.best_yet()),
        }
    }
}

impl<G: Evaluate> RaceSearch<G> {
    fn step(&mut self) -> Option<Option<G::Action>> {
        let (game, seat) = (&self.game, self.seat);
        let first = self.shortlist.first();
        self.shortlist
            .step(|_, a| {
                let mut after = game.clone();
                after.take(a).ok()?;
                Some(after_turns(&after, seat, G::EXPERT_TURNS))
            })
            .map(|best| best.or(first))
    }
}

/// Each legal action with the value of its result, best first.
fn best_by<G: Evaluate>(
    g: &G,
    legal: &[G::Action],
    score: impl Fn(&G) -> f32,
) -> Vec<(f32, G::Action)> {
    let mut scored: Vec<(f32, G::Action)> = legal
        .iter()
        .filter_map(|&a| {
            let mut after = g.clone();
            after.take(a).ok()?;
            Some((score(&after), a))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored
}

/// The value for `seat` once the seat to move has made its best one-move choice (if a move is due).
fn settle_value<G: Evaluate>(g: &G, seat: u8) -> f32 {
    settle_then(g, seat, 1)
}

/// As [`settle_value`], then `turns - 1` more turns searched by [`after_turns`].
fn settle_then<G: Evaluate>(g: &G, seat: u8, turns: u8) -> f32 {
    if g.winners().is_some() || g.throw_due() {
        return value(g, seat);
    }
    let Some(mover) = g.seat_to_move() else {
        return value(g, seat);
    };
    let mut legal = Vec::new();
    g.actions(&mut legal);
    best_by(g, &legal, |after| value(after, mover))
        .first()
        .map_or_else(
            || value(g, seat),
            |&(_, a)| {
                let mut after = g.clone();
                let _ = after.take(a);
                if turns > 1 {
                    after_turns(&after, seat, turns - 1)
                } else {
                    value(&after, seat)
                }
            },
        )
}

/// After `seat`'s move: `turns` turns, each the next throw (a chance node) and the best move of the
/// seat to move.
fn after_turns<G: Evaluate>(g: &G, seat: u8, turns: u8) -> f32 {
    if turns == 0 || g.winners().is_some() || !g.throw_due() {
        return value(g, seat);
    }
    let mut total = 0.0;
    for &(flats, p) in G::throw_odds() {
        let mut after = g.clone();
        if after.give_throw(flats).is_ok() {
            total += p * settle_then(&after, seat, turns);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::race::play_until_over;
    use crate::rules::senet::{Senet, SenetOptions};

    /// The Expert searches one move of its shortlist a piece, so a page can draw between them; the
    /// pieces give the answer `choose` gives.
    #[test]
    fn the_expert_searches_a_move_a_piece() {
        let mut g = Senet::new(SenetOptions::parse("").unwrap()).unwrap();
        let mut rng = Pcg32::seed_from_u64(5);
        let (mut decisions, mut divided) = (0, 0);
        let odds = Senet::throw_odds();
        let mut throws = || odds[rng.random_range(0..odds.len())].0;
        play_until_over(
            &mut g,
            &mut throws,
            &mut |g: &Senet, legal: &[_]| {
                let bot = RaceBot::new(Level::Expert, 1);
                if !g.throw_due() {
                    let (answer, pieces) = bot.begin(g, legal).finish_counted();
                    let moves = legal.len().min(EXPERT_SHORTLIST);
                    assert!(
                        pieces == moves || moves == 0,
                        "{pieces} pieces for {moves} moves"
                    );
                    assert_eq!(answer, bot.choose(g, legal));
                    decisions += 1;
                    divided += usize::from(pieces > 1);
                }
                bot.choose(g, legal)
            },
            400,
        )
        .unwrap();
        assert!(
            decisions > 20 && divided > 5,
            "{decisions} decisions, {divided} in pieces"
        );
    }
}
