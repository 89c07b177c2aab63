//! Random playouts: whole games where every seat plays a random legal action
//! ([`Game::sample_action`]). They drive `mehen sim`, the property tests and the speed figures.

use crate::dice::Sticks;
use crate::rules::mehen::record::RecordedGame;
use crate::rules::{
    Throw,
    mehen::{Action, Board, EndReason, Game, Phase, Rules},
};
use rand::RngExt;
use rand::SeedableRng;
use rand_pcg::Pcg32;
use std::sync::Arc;

/// Seeds of the throws and of the choices of game `index` in a run seeded with `seed`.
fn game_seeds(seed: u64, index: u64) -> (u64, u64) {
    let base = seed.wrapping_add(index.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    (base, base ^ 0xD1B5_4A32_D192_ED03)
}

/// A game the playout loop can drive, with or without a record.
trait Table {
    fn game(&self) -> &Game;
    fn throw(&mut self, t: Throw);
    fn play(&mut self, a: Action);
    fn end_by_time(&mut self);
}

impl Table for Game {
    fn game(&self) -> &Game {
        self
    }
    fn throw(&mut self, t: Throw) {
        Game::throw(self, t, &mut ()).expect("a throw is due");
    }
    fn play(&mut self, a: Action) {
        Game::play(self, a, &mut ()).expect("sampled actions are legal");
    }
    fn end_by_time(&mut self) {
        Game::end_by_time(self, &mut ());
    }
}

impl Table for RecordedGame {
    fn game(&self) -> &Game {
        &self.game
    }
    fn throw(&mut self, t: Throw) {
        RecordedGame::throw(self, t, &mut ()).expect("a throw is due");
    }
    fn play(&mut self, a: Action) {
        RecordedGame::play(self, a, &mut ()).expect("sampled actions are legal");
    }
    fn end_by_time(&mut self) {
        RecordedGame::end_by_time(self, &mut ());
    }
}

fn play_out<T: Table>(table: &mut T, seed: u64, index: u64, max_turns: u32) {
    let (throw_seed, choice_seed) = game_seeds(seed, index);
    let mut sticks = Sticks::seeded(throw_seed);
    let mut choices = Pcg32::seed_from_u64(choice_seed);
    while !table.game().is_over() {
        if table.game().turns() >= max_turns {
            table.end_by_time();
            break;
        }
        match table.game().phase() {
            Phase::Throw { .. } | Phase::Tickle => table.throw(sticks.throw()),
            Phase::Move { .. } => {
                let a = table
                    .game()
                    .sample_action(&mut |n| choices.random_range(0..n));
                table.play(a);
            }
            Phase::Over => {}
        }
    }
}

/// Plays random game number `index` of a run seeded with `seed`, keeping its record.
/// After `max_turns` turns the game is ended by the time-limit rule.
pub fn random_game(
    board: Arc<Board>,
    board_tag: &str,
    players: u8,
    rules: Rules,
    seed: u64,
    index: u64,
    max_turns: u32,
) -> RecordedGame {
    let game =
        Game::with_rules(board, players, rules).expect("players and teams checked by the caller");
    let mut rg = RecordedGame::new(game, board_tag);
    rg.record.set_tag("Seed", &format!("{seed}/{index}"));
    play_out(&mut rg, seed, index, max_turns);
    rg
}

/// The same game as [`random_game`] without a record (the fast path for figures).
pub fn random_game_fast(
    board: Arc<Board>,
    players: u8,
    rules: Rules,
    seed: u64,
    index: u64,
    max_turns: u32,
) -> Game {
    let mut game =
        Game::with_rules(board, players, rules).expect("players and teams checked by the caller");
    play_out(&mut game, seed, index, max_turns);
    game
}

/// Totals over many games.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct SimStats {
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_turns: f64,
    pub mean_stirs: f64,
    pub mean_devoured: f64,
    pub mean_enlightened: f64,
    /// Wins per seat, A first (in team games, each member of the winning team); ties not counted.
    pub wins: Vec<u64>,
    pub ties: u64,
    /// Games stopped by the turn cap (scored by the time-limit rule).
    pub capped: u64,
    /// Team games: the teams (seat letters) and the games each won outright.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<Vec<String>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub team_wins: Option<Vec<u64>>,
    #[serde(skip)]
    turns: u64,
    #[serde(skip)]
    stirs: u64,
    #[serde(skip)]
    devoured: u64,
    #[serde(skip)]
    enlightened: u64,
}

impl SimStats {
    pub fn add(&mut self, game: &Game) {
        let pos = game.position();
        let n = game.players() as usize;
        if self.wins.len() < n {
            self.wins.resize(n, 0);
        }
        self.games += 1;
        self.turns += game.turns() as u64;
        self.stirs += pos.stirs as u64;
        self.devoured += pos.devoured[..n].iter().map(|&d| d as u64).sum::<u64>();
        self.enlightened += pos.enlightened[..n].iter().map(|&d| d as u64).sum::<u64>();
        if let Some(o) = game.outcome() {
            if o.is_tie() {
                self.ties += 1;
            } else if let Some(teams) = game.rules().teams {
                let wins = self
                    .team_wins
                    .get_or_insert_with(|| vec![0; teams.count() as usize]);
                self.teams.get_or_insert_with(|| {
                    (0..teams.count())
                        .map(|t| teams.members(t).map(|s| s.to_string()).collect())
                        .collect()
                });
                if let Some(w) = o.winners().next() {
                    wins[teams.team_of(w) as usize] += 1;
                }
                for w in o.winners() {
                    self.wins[w.index()] += 1;
                }
            } else if let Some(w) = o.winners().next() {
                self.wins[w.index()] += 1;
            }
            if o.reason == EndReason::Time {
                self.capped += 1;
            }
        }
    }

    pub fn finish(&mut self, seconds: f64) {
        let g = self.games.max(1) as f64;
        self.seconds = seconds;
        self.games_per_second = self.games as f64 / seconds.max(1e-9);
        self.mean_turns = self.turns as f64 / g;
        self.mean_stirs = self.stirs as f64 / g;
        self.mean_devoured = self.devoured as f64 / g;
        self.mean_enlightened = self.enlightened as f64 / g;
    }
}

/// Random games of any race game: what `mehen sim --game G` reports for games other than Mehen.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct RaceSimStats {
    pub games: u64,
    pub seconds: f64,
    pub games_per_second: f64,
    pub mean_turns: f64,
    /// Games won by each seat.
    pub wins: Vec<u64>,
    /// Games stopped by the turn cap.
    pub capped: u64,
}

/// Plays `games` games with uniformly random legal actions (never choosing an action over a due
/// throw), throws from seeded sticks of the game's device.
pub fn race_sim<G: crate::rules::common::race::RaceGame>(
    games: u64,
    seed: u64,
    max_turns: u32,
    seats: u8,
    new_game: impl Fn() -> G,
) -> RaceSimStats {
    let mut stats = RaceSimStats {
        games,
        wins: vec![0; seats as usize],
        ..RaceSimStats::default()
    };
    let mut turns = 0u64;
    let start = std::time::Instant::now();
    for i in 0..games {
        let (throw_seed, choice_seed) = game_seeds(seed, i);
        let mut sticks = Sticks::seeded(throw_seed);
        let mut rng = Pcg32::seed_from_u64(choice_seed);
        let mut g = new_game();
        crate::rules::common::race::play_until_over(
            &mut g,
            &mut || sticks.draw(G::device()),
            &mut |g, legal| (!g.throw_due()).then(|| legal[rng.random_range(0..legal.len())]),
            max_turns,
        )
        .expect("random legal actions are legal");
        turns += u64::from(g.turn_count());
        match g.winners() {
            Some(w) => {
                for (seat, won) in stats.wins.iter_mut().enumerate() {
                    *won += u64::from(w >> seat & 1);
                }
            }
            None => stats.capped += 1,
        }
    }
    stats.seconds = start.elapsed().as_secs_f64();
    stats.games_per_second = games as f64 / stats.seconds.max(1e-9);
    stats.mean_turns = turns as f64 / games.max(1) as f64;
    stats
}
