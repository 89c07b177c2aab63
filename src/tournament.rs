//! `mehen tournament`: computer players against each other. Every throw sequence is played once per
//! seating (the seats rotated), so no player profits from lucky sticks; win rates come with 95% Wilson
//! intervals, and each level's think time per decision is reported.

use crate::ai::{Bot, Level};
use crate::dice::Sticks;
use crate::rules::mehen::{Board, Game, Phase, Rules, Seat};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg32;
use serde::Serialize;
use std::sync::Arc;
use std::time::Instant;

/// A tournament player: a bot level, or uniformly random legal moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    Random,
    Bot(Level),
}

/// A player's name the tournament does not know.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown player `{0}` (players: random, novice, normal, expert)")]
pub struct UnknownPlayer(pub String);

impl Player {
    pub fn parse(name: &str) -> Result<Player, UnknownPlayer> {
        match (name.trim(), Level::from_name(name)) {
            ("random", _) => Ok(Player::Random),
            (_, Some(level)) => Ok(Player::Bot(level)),
            (other, None) => Err(UnknownPlayer(other.to_string())),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Bot(l) => match l {
                Level::Novice => "novice",
                Level::Normal => "normal",
                Level::Expert => "expert",
            },
        }
    }
}

#[derive(Debug, Serialize)]
pub struct Matchup {
    /// The player measured, and who it faced (with more than two seats, it plays one seat against the
    /// other player in every other seat).
    pub player: String,
    pub against: String,
    pub games: u32,
    pub wins: u32,
    pub ties: u32,
    pub win_rate: f64,
    pub ci95: [f64; 2],
    /// The share of the wins: a win counts 1, a win shared by k players (or teams) 1/k, over the
    /// games. Even play scores one over the number of seats (50% with two, 25% with four).
    pub score: f64,
    /// 95% interval of the score (normal approximation over the games).
    pub score_ci95: [f64; 2],
}

/// One player's results over a matchup's games.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    games: u32,
    wins: u32,
    ties: u32,
    /// Sum and sum of squares of each game's share of the win.
    points: f64,
    points_sq: f64,
}

impl Tally {
    /// Adds a game the player won alone (`sides` 1), shared among `sides` winners, or lost (`won`
    /// false).
    fn add(&mut self, won: bool, sides: u32) {
        self.games += 1;
        let share = if won {
            1.0 / f64::from(sides.max(1))
        } else {
            0.0
        };
        match (won, sides) {
            (true, 0 | 1) => self.wins += 1,
            (true, _) => self.ties += 1,
            _ => {}
        }
        self.points += share;
        self.points_sq += share * share;
    }
}

impl Matchup {
    fn new(player: Player, against: Player, t: Tally) -> Matchup {
        let n = f64::from(t.games.max(1));
        let mean = t.points / n;
        let var = (t.points_sq / n - mean * mean).max(0.0);
        let half = 1.96 * (var / n).sqrt();
        Matchup {
            player: player.name().into(),
            against: against.name().into(),
            games: t.games,
            wins: t.wins,
            ties: t.ties,
            win_rate: f64::from(t.wins) / n,
            ci95: wilson(t.wins, t.games),
            score: mean,
            score_ci95: [(mean - half).max(0.0), (mean + half).min(1.0)],
        }
    }
}

#[derive(Debug, Serialize)]
pub struct ThinkTime {
    pub player: String,
    pub decisions: usize,
    pub median_ms: f64,
    pub p95_ms: f64,
}

#[derive(Debug, Serialize)]
pub struct Report {
    pub players: u8,
    pub matchups: Vec<Matchup>,
    pub think: Vec<ThinkTime>,
}

/// Wilson score interval for `wins` of `n` at 95%.
pub fn wilson(wins: u32, n: u32) -> [f64; 2] {
    if n == 0 {
        return [0.0, 1.0];
    }
    let (n, p, z) = (n as f64, wins as f64 / n as f64, 1.96f64);
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) + z * z / (4.0 * n)) / n).sqrt() / (1.0 + z * z / n);
    [(centre - half).max(0.0), (centre + half).min(1.0)]
}

/// Plays one game with `lineup[seat]` at each seat; returns the outcome's winners (a bitmask of seats)
/// and how many sides share the win.
fn play(
    board: &Arc<Board>,
    rules: Rules,
    lineup: &[Player],
    seed: u64,
    think: &mut [Vec<f64>],
    index: &[usize],
) -> (u8, u32) {
    let mut game =
        Game::with_rules(board.clone(), lineup.len() as u8, rules).expect("checked by the caller");
    let mut sticks = Sticks::seeded(seed);
    let mut rng = Pcg32::seed_from_u64(seed ^ 0x5EED);
    let bots: Vec<Option<Bot>> = lineup
        .iter()
        .enumerate()
        .map(|(i, p)| match p {
            Player::Bot(l) => Some(Bot::new(*l, seed.wrapping_add(i as u64))),
            Player::Random => None,
        })
        .collect();
    while !game.is_over() && game.turns() < 5000 {
        match game.phase() {
            Phase::Move { .. } => {
                let seat = game.to_move().unwrap_or(Seat(0));
                let start = Instant::now();
                let action = match &bots[seat.index()] {
                    Some(bot) => bot.choose(&game),
                    None => game.sample_action(&mut |n| rng.random_range(0..n)),
                };
                think[index[seat.index()]].push(start.elapsed().as_secs_f64() * 1000.0);
                game.play(action, &mut ())
                    .expect("players choose legal actions");
            }
            Phase::Over => break,
            _ => game.throw(sticks.throw(), &mut ()).expect("a throw is due"),
        }
    }
    if !game.is_over() {
        game.end_by_time(&mut ());
    }
    let o = game.outcome().expect("ended above");
    let sides = o.winners().fold(0u8, |m, w| m | 1 << game.rules().side(w));
    (o.winners, sides.count_ones())
}

/// Runs the tournament: with 2 players every pairing of `players`; with more, the first player in one
/// seat against the second in all the others. `games` per matchup, seatings rotated per throw sequence.
pub fn run(
    players: &[Player],
    seats: u8,
    games: u32,
    rules: Rules,
    seed: u64,
    board: Arc<Board>,
) -> Report {
    let mut think: Vec<Vec<f64>> = vec![Vec::new(); players.len()];
    let mut matchups = Vec::new();
    let pairs: Vec<(usize, usize)> = if seats == 2 {
        (0..players.len())
            .flat_map(|i| (i + 1..players.len()).map(move |j| (i, j)))
            .collect()
    } else {
        vec![(0, 1.min(players.len() - 1))]
    };
    for (a, b) in pairs {
        let mut tally = Tally::default();
        let mut k = 0u64;
        while tally.games < games {
            let throw_seed = seed.wrapping_add(k.wrapping_mul(0x9E37_79B9));
            k += 1;
            for rot in 0..seats as usize {
                if tally.games >= games {
                    break;
                }
                // Player `a` sits at seat `rot`, player `b` everywhere else.
                let index: Vec<usize> = (0..seats as usize)
                    .map(|s| if s == rot { a } else { b })
                    .collect();
                let lineup: Vec<Player> = index.iter().map(|&i| players[i]).collect();
                let (winners, sides) = play(&board, rules, &lineup, throw_seed, &mut think, &index);
                tally.add(winners & (1 << rot) != 0, sides);
            }
        }
        matchups.push(Matchup::new(players[a], players[b], tally));
    }
    report(players, seats, matchups, think)
}

/// A tournament for any race game with an evaluation: every pairing; the first player of a pairing
/// takes one seat and the second all others, and each throw sequence is played with the first player
/// in every seat in turn.
pub fn run_race<G: crate::ai::race::Evaluate>(
    players: &[Player],
    games: u32,
    seed: u64,
    seats: u8,
    new_game: impl Fn() -> G,
) -> Report {
    use crate::ai::race::RaceBot;
    use crate::rules::common::race::play_until_over;
    let mut think: Vec<Vec<f64>> = vec![Vec::new(); players.len()];
    let mut matchups = Vec::new();
    for a in 0..players.len() {
        for b in a + 1..players.len() {
            let mut tally = Tally::default();
            let mut k = 0u64;
            while tally.games < games {
                let throw_seed = seed.wrapping_add(k.wrapping_mul(0x9E37_79B9));
                k += 1;
                for a_seat in 0..seats {
                    if tally.games >= games {
                        break;
                    }
                    let index = |seat: u8| if seat == a_seat { a } else { b };
                    let mut game = new_game();
                    let mut sticks = Sticks::seeded(throw_seed);
                    let mut rng = Pcg32::seed_from_u64(throw_seed ^ 0x5EED);
                    let mut choose = |g: &G, legal: &[G::Action]| {
                        let seat = g.seat_to_move().unwrap_or(0);
                        let who = index(seat);
                        let start = Instant::now();
                        let pick = match players[who] {
                            Player::Bot(level) => {
                                RaceBot::new(level, throw_seed ^ u64::from(seat)).choose(g, legal)
                            }
                            Player::Random => {
                                if g.throw_due() && rng.random_bool(0.5) {
                                    None
                                } else {
                                    Some(legal[rng.random_range(0..legal.len())])
                                }
                            }
                        };
                        think[who].push(start.elapsed().as_secs_f64() * 1000.0);
                        pick
                    };
                    play_until_over(
                        &mut game,
                        &mut || sticks.draw(G::device()),
                        &mut choose,
                        5000,
                    )
                    .expect("players choose legal actions");
                    let winners = game.winners().unwrap_or(0);
                    tally.add(winners & (1 << a_seat) != 0, winners.count_ones());
                }
            }
            matchups.push(Matchup::new(players[a], players[b], tally));
        }
    }
    report(players, seats, matchups, think)
}

fn report(players: &[Player], seats: u8, matchups: Vec<Matchup>, think: Vec<Vec<f64>>) -> Report {
    Report {
        players: seats,
        matchups,
        think: players
            .iter()
            .zip(think)
            .map(|(p, t)| think_time(p.name(), t))
            .collect(),
    }
}

fn think_time(player: &str, mut t: Vec<f64>) -> ThinkTime {
    t.sort_by(|x, y| x.total_cmp(y));
    let pct = |q: f64| {
        t.get(((t.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or(0.0)
    };
    ThinkTime {
        player: player.into(),
        decisions: t.len(),
        median_ms: pct(0.5),
        p95_ms: pct(0.95),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn senet_bots_beat_random_play() {
        use crate::rules::senet::{Senet, SenetOptions};
        let r = run_race(
            &[Player::Bot(Level::Normal), Player::Random],
            200,
            5,
            2,
            || Senet::new(SenetOptions::RECOMMENDED).unwrap(),
        );
        let m = &r.matchups[0];
        assert_eq!(m.games, 200);
        assert!(
            m.win_rate > 0.7,
            "Normal won {:.1}% against random",
            m.win_rate * 100.0
        );
    }

    /// Normal plays no chance, so the four seatings of one throw sequence are one game seen from
    /// each seat: the shares of its win add up to one whoever won and however many shared it.
    #[test]
    fn even_play_scores_one_share_in_four() {
        let board = Arc::new(Board::builtin("classic").unwrap());
        let normal = Player::Bot(Level::Normal);
        let r = run(&[normal, normal], 4, 12, Rules::default(), 9, board);
        let m = &r.matchups[0];
        assert!((m.score - 0.25).abs() < 1e-9, "{m:?}");
        assert!(m.score_ci95[0] <= m.score && m.score <= m.score_ci95[1]);
        // Wins alone count whole, shared ones a part: the score lies between the two rates.
        assert!(m.win_rate <= m.score && m.score <= m.win_rate + f64::from(m.ties) / 12.0);
    }

    #[test]
    fn wilson_interval_matches_known_values() {
        let [lo, hi] = wilson(65, 100);
        assert!(
            (lo - 0.5525).abs() < 0.001 && (hi - 0.7364).abs() < 0.001,
            "{lo} {hi}"
        );
        assert_eq!(wilson(0, 0), [0.0, 1.0]);
    }

    #[test]
    fn seats_rotate_and_every_game_is_counted() {
        let board = Arc::new(Board::builtin("classic").unwrap());
        let r = run(
            &[Player::Bot(Level::Normal), Player::Random],
            2,
            10,
            Rules::default(),
            3,
            board,
        );
        assert_eq!(r.matchups.len(), 1);
        assert_eq!(r.matchups[0].games, 10);
        assert!(r.think[0].decisions > 0 && r.think[1].decisions > 0);
        assert!(Player::parse("master").is_err() && Player::parse("expert").is_ok());
    }
}
