//! A game's review: for every turn of a Mehen record, the mover's chance of winning before the throw,
//! once the throw is known (with the best move for it) and after the move played; the Expert's move
//! for that throw; what the move played lost; and a grade. Chances come from the Expert's learned
//! model ([`crate::ai::learned`]), whose calibration [`calibration`] measures on games between bots.
//!
//! Deterministic: the same record always gets the same review (the Expert's choice depends only on
//! the position).

use crate::ai::learned::{Learned, model_for};
use crate::ai::{Bot, Level, Slices};
use crate::dice::Sticks;
use crate::rules::mehen::record::{Record, ReplayError, play_action, play_throws};
use crate::rules::mehen::{Action, Board, Game, Phase, Rules, Seat};
use serde::Serialize;

/// How a move played compares with the best one for its throw, by the winning chance it lost.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Grade {
    /// Only one move was possible (or none: the turn ended in the stir).
    Forced,
    /// The Expert's move, or one as good (less than [`GOOD`] points lost).
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The grades' thresholds, in points of winning chance lost (100 points = certain win): a move that
/// loses less than `GOOD` is graded best, less than `INACCURACY` good, less than `MISTAKE` an
/// inaccuracy, less than `BLUNDER` a mistake, and `BLUNDER` or more a blunder.
pub const GOOD: f32 = 1.0;
pub const INACCURACY: f32 = 4.0;
pub const MISTAKE: f32 = 8.0;
pub const BLUNDER: f32 = 15.0;

impl Grade {
    /// The grade of a move that lost `loss` points.
    pub fn of_loss(loss: f32) -> Grade {
        if loss < GOOD {
            Grade::Best
        } else if loss < INACCURACY {
            Grade::Good
        } else if loss < MISTAKE {
            Grade::Inaccuracy
        } else if loss < BLUNDER {
            Grade::Mistake
        } else {
            Grade::Blunder
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Grade::Forced => "forced",
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// One turn of the review. Chances are from 0 to 1, for the seat that moved unless said otherwise.
#[derive(Debug, Clone, Serialize)]
pub struct TurnReview {
    pub turn: u32,
    pub seat: String,
    pub throws: Vec<u8>,
    /// The move played, in the record's notation (`None`: the game ended in this turn's stir).
    pub played: Option<String>,
    pub before_throw: f32,
    /// Once the throw (and any stir it brought) is known, with the best move for it.
    pub after_throw: f32,
    pub after_move: f32,
    /// The Expert's move for this throw, and the chance after it.
    pub best: Option<String>,
    pub best_chance: f32,
    /// Points of winning chance (0-100) the move played lost against the best.
    pub loss: f32,
    pub grade: Grade,
    /// Every seat's chance after the turn, seat A first.
    pub chances: Vec<f32>,
}

/// A whole game's review.
#[derive(Debug, Clone, Serialize)]
pub struct Review {
    pub players: u8,
    pub seats: Vec<String>,
    /// Every seat's chance before the first turn.
    pub start: Vec<f32>,
    pub turns: Vec<TurnReview>,
}

/// Why a record cannot be reviewed.
#[derive(Debug, thiserror::Error)]
pub enum ReviewError {
    #[error("{0}")]
    Replay(ReplayError),
    /// No model gives winning chances for this kind of game (team games).
    #[error("no winning chances are known for team games")]
    NoModel,
}

/// Every seat's chance of winning, seat A first: the model's value for each seat (against its strongest
/// opponent) scaled so that they add up to one. With two players they already do; with more, each
/// seat's own value overstates it (see docs/ai.md, "Win chances").
pub fn seat_chances(model: &Learned, game: &Game) -> Vec<f32> {
    let mut v: Vec<f32> = (0..game.players())
        .map(|s| model.value(game, Seat(s)))
        .collect();
    let sum: f32 = v.iter().sum();
    if sum > 0.0 {
        v.iter_mut().for_each(|c| *c /= sum);
    }
    v
}

/// `seat`'s chance in [`seat_chances`].
fn chance_of(model: &Learned, game: &Game, seat: Seat) -> f32 {
    seat_chances(model, game)
        .get(usize::from(seat.0))
        .copied()
        .unwrap_or(0.0)
}

/// Reviews a record (`text`: its source, for line numbers in errors).
pub fn review(record: &Record, text: Option<&str>) -> Result<Review, ReviewError> {
    Reviewing::new(record, text)?.finish()
}

/// A review under way, one turn a piece ([`Slices`]).
pub struct Reviewing {
    record: Record,
    /// The game as the next turn to review begins.
    game: Game,
    model: &'static Learned,
    players: u8,
    start: Vec<f32>,
    /// Every seat's chances as the next turn begins: the previous turn's, after it.
    before: Vec<f32>,
    turns: Vec<TurnReview>,
}

impl Reviewing {
    /// Sets the record's game up for review (`text`: its source, for line numbers in errors).
    pub fn new(record: &Record, text: Option<&str>) -> Result<Reviewing, ReviewError> {
        let (board, players, rules) = record.setup(text).map_err(ReviewError::Replay)?;
        let game = record
            .start(board, players, rules, text)
            .map_err(ReviewError::Replay)?;
        let model = model_for(&game).ok_or(ReviewError::NoModel)?;
        let start = seat_chances(model, &game);
        Ok(Reviewing {
            record: record.clone(),
            game,
            model,
            players,
            before: start.clone(),
            start,
            turns: Vec::with_capacity(record.turns.len()),
        })
    }

    /// Reviews the next turn.
    fn review_turn(&mut self) -> Result<(), ReviewError> {
        let (game, model) = (&mut self.game, self.model);
        let line = &self.record.turns[self.turns.len()];
        let seat = game.to_move().unwrap_or(line.seat);
        play_throws(game, line, &mut ()).map_err(ReviewError::Replay)?;
        // The decision is weighed once the throws (and stirs) are known.
        let verdict = match line.action {
            Some(played) if matches!(game.phase(), Phase::Move { .. }) => {
                Some(weigh(model, game, seat, played))
            }
            _ => None,
        };
        play_action(game, line, &mut ()).map_err(ReviewError::Replay)?;
        let after = seat_chances(model, game);
        let now = after.get(usize::from(seat.0)).copied().unwrap_or(0.0);
        let v = verdict.unwrap_or(Verdict {
            best: None,
            best_chance: now,
            after_move: now,
            loss: 0.0,
            grade: Grade::Forced,
        });
        self.turns.push(TurnReview {
            turn: line.number,
            seat: seat.to_string(),
            throws: line.throws.clone(),
            played: line.action.map(|a| a.to_string()),
            before_throw: self.before.get(usize::from(seat.0)).copied().unwrap_or(0.0),
            after_throw: v.best_chance.max(v.after_move),
            after_move: v.after_move,
            best: v.best.map(|a| a.to_string()),
            best_chance: v.best_chance,
            loss: v.loss,
            grade: v.grade,
            chances: after.clone(),
        });
        self.before = after;
        Ok(())
    }
}

impl Slices for Reviewing {
    type Answer = Result<Review, ReviewError>;

    fn step(&mut self) -> Option<Self::Answer> {
        if self.turns.len() < self.record.turns.len()
            && let Err(e) = self.review_turn()
        {
            return Some(Err(e));
        }
        (self.turns.len() >= self.record.turns.len()).then(|| {
            Ok(Review {
                players: self.players,
                seats: (0..self.players).map(|s| Seat(s).to_string()).collect(),
                start: std::mem::take(&mut self.start),
                turns: std::mem::take(&mut self.turns),
            })
        })
    }
}

/// A move played against the Expert's for the same throw.
struct Verdict {
    best: Option<Action>,
    best_chance: f32,
    after_move: f32,
    loss: f32,
    grade: Grade,
}

/// Weighs `played` in `decided` (the seat to move has thrown) against the Expert's move.
fn weigh(model: &Learned, decided: &Game, seat: Seat, played: Action) -> Verdict {
    let chance_after = |a: Action| {
        let mut after = decided.clone();
        after
            .play(a, &mut ())
            .map_or(0.0, |()| chance_of(model, &after, seat))
    };
    let mut legal = Vec::new();
    decided.legal_actions(&mut legal);
    let best = Bot::new(Level::Expert, 0).choose(decided);
    let best_chance = chance_after(best);
    let after_move = chance_after(played);
    let (loss, grade) = if legal.len() <= 1 {
        (0.0, Grade::Forced)
    } else {
        let loss = ((best_chance - after_move) * 100.0).max(0.0);
        (loss, Grade::of_loss(loss))
    };
    Verdict {
        best: Some(best),
        best_chance,
        after_move,
        loss,
        grade,
    }
}

/// Where a seat stands when the model's chance cannot be read as a percentage (three players or
/// more, where a leader's chance is understated): slim, behind, even, ahead or leading.
pub fn chance_band(c: f32) -> &'static str {
    match c {
        c if c < 0.10 => "slim",
        c if c < 0.20 => "behind",
        c if c < 0.35 => "even",
        c if c < 0.50 => "ahead",
        _ => "leading",
    }
}

/// Can chances of a game of `players` be shown as percentages? Only with two players, where they
/// match how often games are won (docs/ai.md).
pub fn chances_are_percentages(players: u8) -> bool {
    players == 2
}

/// A chance as players read it: a percentage where the model backs one, else a word.
fn chance_words(players: u8, c: f32) -> String {
    if chances_are_percentages(players) {
        return format!("{:.0}%", c * 100.0);
    }
    chance_band(c).to_string()
}

/// The review in words, one line a turn, then each seat's grades.
pub fn review_text(r: &Review) -> String {
    let pct = |c: f32| chance_words(r.players, c);
    let mut out = String::new();
    for t in &r.turns {
        out += &format!(
            "{}. {} {}: {}  chance {} -> {} -> {}",
            t.turn,
            t.seat,
            t.throws
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            t.played.as_deref().unwrap_or("(the stir ended the game)"),
            pct(t.before_throw),
            pct(t.after_throw),
            pct(t.after_move),
        );
        match t.grade {
            Grade::Forced => out += "  forced\n",
            Grade::Best => out += "  best\n",
            g => {
                out += &format!(
                    "  {} (-{:.1}; best {} for {})\n",
                    g.name(),
                    t.loss,
                    t.best.as_deref().unwrap_or("?"),
                    pct(t.best_chance)
                )
            }
        }
    }
    out += "\n";
    for seat in &r.seats {
        let mine: Vec<&TurnReview> = r.turns.iter().filter(|t| &t.seat == seat).collect();
        let count = |g: Grade| mine.iter().filter(|t| t.grade == g).count();
        let graded = mine.iter().filter(|t| t.grade != Grade::Forced).count();
        let lost: f32 = mine.iter().map(|t| t.loss).sum();
        out += &format!(
            "{seat}: {} turns, best {}, good {}, inaccuracies {}, mistakes {}, blunders {}, average loss {:.1} points a choice\n",
            mine.len(),
            count(Grade::Best),
            count(Grade::Good),
            count(Grade::Inaccuracy),
            count(Grade::Mistake),
            count(Grade::Blunder),
            if graded > 0 {
                lost / graded as f32
            } else {
                0.0
            },
        );
    }
    out
}

/// How well the model's chances match what happens: predictions for every seat before every throw,
/// over games between bots, sorted into ten bins by the chance predicted.
#[derive(Debug, Clone, Serialize)]
pub struct Calibration {
    pub games: u32,
    pub players: u8,
    pub predictions: u32,
    /// Per bin (0-10%, ..., 90-100%): predictions, their mean, and the mean result (a win 1, a win
    /// shared by k players 1/k, a loss 0).
    pub bins: Vec<Bin>,
    /// Mean squared difference between predicted chance and result (0 is perfect; always saying
    /// 1/players would score about (players-1)/players^2).
    pub brier: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct Bin {
    pub count: u32,
    pub predicted: f64,
    pub observed: f64,
}

/// Plays `games` games between `levels` (seat A the first, and so on; rotated game by game) with
/// throws from `seed`, and measures the model's calibration on them.
pub fn calibration(games: u32, levels: &[Level], seed: u64) -> Calibration {
    let players = levels.len() as u8;
    let mut sums = vec![(0u32, 0.0f64, 0.0f64); 10];
    let (mut brier, mut n) = (0.0f64, 0u32);
    let board = std::sync::Arc::new(Board::builtin("classic").expect("built in"));
    for g in 0..games {
        let mut game =
            Game::with_rules(board.clone(), players, Rules::default()).expect("a usual game");
        let Some(model) = model_for(&game) else {
            break;
        };
        // Seeds far apart, so two runs share no game.
        let mut sticks = Sticks::seeded(
            seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                .wrapping_add(u64::from(g)),
        );
        let bots: Vec<Bot> = (0..players)
            .map(|s| {
                let level = levels[(usize::from(s) + g as usize) % levels.len()];
                Bot::new(level, seed ^ u64::from(g))
            })
            .collect();
        let mut predicted: Vec<Vec<f32>> = Vec::new();
        while !game.is_over() && game.turns() < 600 {
            match game.phase() {
                Phase::Throw { after_mehen: false } => {
                    predicted.push(seat_chances(model, &game));
                    let _ = game.throw(sticks.throw(), &mut ());
                }
                Phase::Throw { .. } | Phase::Tickle => {
                    let _ = game.throw(sticks.throw(), &mut ());
                }
                Phase::Move { .. } => {
                    let seat = game.to_move().map_or(0, |s| usize::from(s.0));
                    let action = bots[seat].choose(&game);
                    if game.play(action, &mut ()).is_err() {
                        let _ = game.play(Action::PASS, &mut ());
                    }
                }
                Phase::Over => break,
            }
        }
        let Some(outcome) = game.outcome() else {
            continue;
        };
        let share = 1.0 / outcome.winners().count().max(1) as f64;
        for p in &predicted {
            for (s, &chance) in p.iter().enumerate() {
                let result = if outcome.winners().any(|w| usize::from(w.0) == s) {
                    share
                } else {
                    0.0
                };
                let bin = ((chance * 10.0) as usize).min(9);
                sums[bin].0 += 1;
                sums[bin].1 += f64::from(chance);
                sums[bin].2 += result;
                brier += (f64::from(chance) - result).powi(2);
                n += 1;
            }
        }
    }
    Calibration {
        games,
        players,
        predictions: n,
        bins: sums
            .into_iter()
            .map(|(count, p, o)| Bin {
                count,
                predicted: if count > 0 { p / f64::from(count) } else { 0.0 },
                observed: if count > 0 { o / f64::from(count) } else { 0.0 },
            })
            .collect(),
        brier: if n > 0 { brier / f64::from(n) } else { 0.0 },
    }
}
