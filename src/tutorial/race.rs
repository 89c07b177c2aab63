//! Lessons for the race games on their own screens (Senet, the Hyena game, family Mehen, Bak-Amen):
//! the position a lesson opens on, its goals read in each game's record notation, the coach a match
//! keeps while a lesson is played, and the rehearsal the tests run on every lesson.

use super::LessonError;
use super::{Goal, Lesson, Step, Tried};
use crate::rules::GameKind;
use crate::rules::bak_amen::{BakAction, BakAmen, NILE};
use crate::rules::common::race::RaceGame;
use crate::rules::common::setup_error::{OptionsError, PositionError};
use crate::rules::family::{Family, FamilyAction, FamilyOptions};
use crate::rules::hyena::{Hyena, HyenaAction, HyenaOptions, Stage};
use crate::rules::senet::{Senet, Side, game_options};
use serde::Deserialize;

/// Where a race game's lesson starts, as written in the lesson file.
#[derive(Debug, Clone, Deserialize)]
pub enum RacePosition {
    /// The squares of each side's pawns (1-30; pawns not placed are borne off); `to_move` 0 is White.
    Senet {
        white: Vec<u8>,
        black: Vec<u8>,
        to_move: u8,
    },
    /// Each seat's stage (`Waiting`, `Mother(square: 12, back: false)`, `Hyena(..)`, `Home`,
    /// `Eaten`) and saved ones.
    Hyena {
        stages: Vec<Stage>,
        ones: Vec<u8>,
        to_move: u8,
    },
    /// Each seat's Egyptians on the board, in the afterlife, and its serpent.
    Family { seats: Vec<FamilySeat>, to_move: u8 },
    /// Each seat's pawns as (point, count) on its own points (1-20, 21 the Nile); pawns not placed
    /// are borne off.
    BakAmen {
        a: Vec<(u8, u8)>,
        b: Vec<(u8, u8)>,
        to_move: u8,
    },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FamilySeat {
    pub board: Vec<u8>,
    #[serde(default)]
    pub afterlife: u8,
    #[serde(default)]
    pub serpent: Option<u8>,
}

/// A race game a lesson can be played in.
pub trait LessonGame: RaceGame {
    /// The game the lesson opens on: its rules and position (none: the game's opening).
    fn lesson_start(lesson: &Lesson) -> Result<Self, LessonStartError>;
    /// An action as the game's record writes it.
    fn parse_action(text: &str) -> Option<Self::Action>;
    /// Does the action played reach a goal's entry?
    fn reaches(goal: &Self::Action, played: &Self::Action) -> bool {
        goal == played
    }
}

/// Why a lesson's opening cannot be set up.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonStartError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("the position is not one of game `{0}`")]
    OtherGame(String),
    #[error("point {0} is not on the board (1-21)")]
    NoSuchPoint(u8),
    #[error("no built-in board `{0}`")]
    NoSuchBoard(String),
    #[error("setup: {0}")]
    Setup(#[from] crate::rules::mehen::setup::SetupError),
}

fn wrong_position(lesson: &Lesson) -> LessonStartError {
    LessonStartError::OtherGame(lesson.game.clone())
}

impl LessonGame for Senet {
    fn lesson_start(lesson: &Lesson) -> Result<Self, LessonStartError> {
        let options = game_options(&lesson.game, &lesson.options)?;
        match &lesson.position {
            None => Ok(Senet::new(options)?),
            Some(RacePosition::Senet {
                white,
                black,
                to_move,
            }) => {
                let side = if *to_move == 0 {
                    Side::White
                } else {
                    Side::Black
                };
                Ok(Senet::with_position(options, white, black, side)?)
            }
            Some(_) => Err(wrong_position(lesson)),
        }
    }

    fn parse_action(text: &str) -> Option<Self::Action> {
        crate::rules::senet::record::parse_action(text)
    }
}

impl LessonGame for Hyena {
    fn lesson_start(lesson: &Lesson) -> Result<Self, LessonStartError> {
        let options = HyenaOptions::parse(lesson.players, &lesson.options)?;
        match &lesson.position {
            None => Ok(Hyena::new(options)?),
            Some(RacePosition::Hyena {
                stages,
                ones,
                to_move,
            }) => Ok(Hyena::with_position(options, stages, ones, *to_move)?),
            Some(_) => Err(wrong_position(lesson)),
        }
    }

    fn parse_action(text: &str) -> Option<Self::Action> {
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => HyenaAction::from_letter(c),
            _ => None,
        }
    }
}

impl LessonGame for Family {
    fn lesson_start(lesson: &Lesson) -> Result<Self, LessonStartError> {
        let options = FamilyOptions::parse(lesson.players, &lesson.options)?;
        match &lesson.position {
            None => Ok(Family::new(options)?),
            Some(RacePosition::Family { seats, to_move }) => {
                let seats: Vec<(&[u8], u8, Option<u8>)> = seats
                    .iter()
                    .map(|s| (s.board.as_slice(), s.afterlife, s.serpent))
                    .collect();
                Ok(Family::with_position(options, &seats, *to_move)?)
            }
            Some(_) => Err(wrong_position(lesson)),
        }
    }

    fn parse_action(text: &str) -> Option<Self::Action> {
        FamilyAction::parse(text)
    }
}

impl LessonGame for BakAmen {
    fn lesson_start(lesson: &Lesson) -> Result<Self, LessonStartError> {
        match &lesson.position {
            None => Ok(BakAmen::new()),
            Some(RacePosition::BakAmen { a, b, to_move }) => {
                let mut pawns = [[0u8; 22]; 2];
                for (seat, placed) in [a, b].into_iter().enumerate() {
                    let mut on = 0u8;
                    for &(point, count) in placed {
                        if !(1..=NILE).contains(&point) {
                            return Err(LessonStartError::NoSuchPoint(point));
                        }
                        pawns[seat][usize::from(point)] += count;
                        on = on.saturating_add(count);
                    }
                    pawns[seat][0] = crate::rules::bak_amen::PAWNS.saturating_sub(on);
                }
                Ok(BakAmen::with_position(pawns, *to_move)?)
            }
            Some(_) => Err(wrong_position(lesson)),
        }
    }

    fn parse_action(text: &str) -> Option<Self::Action> {
        BakAction::parse(text)
    }

    /// A one-step goal is reached by any play including that step; a whole play, in any order.
    fn reaches(goal: &BakAction, played: &BakAction) -> bool {
        match goal.steps() {
            [] => goal == played,
            [one] => played.steps().contains(one),
            steps => {
                let (mut want, mut got) = (steps.to_vec(), played.steps().to_vec());
                want.sort();
                got.sort();
                want == got
            }
        }
    }
}

/// A step's `Play` goal read in game `G`'s notation (`None`: any move will do).
pub fn race_goal<G: LessonGame>(step: &Step) -> Result<Option<Vec<G::Action>>, LessonError> {
    match &step.goal {
        Goal::Play(list) => list
            .iter()
            .map(|t| G::parse_action(t).ok_or_else(|| LessonError::NotAMove(t.clone())))
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        Goal::Throw | Goal::Any => Ok(None),
    }
}

fn reaches_any<G: LessonGame>(goal: &[G::Action], played: &G::Action) -> bool {
    goal.iter().any(|g| G::reaches(g, played))
}

/// The move "Show me" plays: the first legal move that reaches the goal (any, without one).
pub fn show_me_race<G: LessonGame>(
    goal: Option<&[G::Action]>,
    legal: &[G::Action],
) -> Option<G::Action> {
    match goal {
        Some(goal) => legal.iter().copied().find(|a| reaches_any::<G>(goal, a)),
        None => legal.first().copied(),
    }
}

/// What a race game's match keeps while a lesson step is played: the moves the step accepts, the
/// refusals, the moves played, and the game as the step began ("Again").
#[derive(Debug, Clone)]
pub struct RaceCoach<G: LessonGame> {
    pub goal: Option<Vec<G::Action>>,
    pub refused: u32,
    pub played: u32,
    pub step_start: G,
    /// The step's point is made: the match takes no request until the learner goes on.
    pub waiting: Option<super::StepDone>,
}

impl<G: LessonGame> RaceCoach<G> {
    pub fn for_step(step: &Step, game: &G) -> Self {
        RaceCoach {
            goal: race_goal::<G>(step).ok().flatten(),
            refused: 0,
            played: 0,
            step_start: game.clone(),
            waiting: None,
        }
    }

    /// Judges a move about to be played in `game`: `Err` refuses it (the step asks for another).
    /// Moves the engine refuses anyway are left to it.
    pub fn judge(&mut self, game: &G, action: G::Action) -> Result<(), AnotherMove> {
        // Tried on a copy: the engine also takes a play in an order its list does not give.
        if game.clone().take(action).is_err() {
            return Ok(());
        }
        match &self.goal {
            Some(goal) if !reaches_any::<G>(goal, &action) => {
                self.refused += 1;
                Err(AnotherMove)
            }
            _ => {
                self.played += 1;
                Ok(())
            }
        }
    }

    pub fn tried(&self) -> Tried {
        if self.refused > 0 {
            Tried::Refused
        } else {
            Tried::Reached
        }
    }
}

/// Plays a race lesson's every step through the engine the way a player who follows it would (see
/// [`super::rehearse_mehen`]): each goal is a legal move, another legal move is refused, the
/// throws are the game's.
pub fn rehearse_race<G: LessonGame>(lesson: &Lesson) -> Result<G, LessonError> {
    let mut game = G::lesson_start(lesson)?;
    let mut legal = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        let at = |finding: String| LessonError::Step {
            step: i + 1,
            finding,
        };
        if !game.throw_due() {
            return Err(at("the game is not waiting for a throw".into()));
        }
        game.give_throw(step.throw)
            .map_err(|e| at(format!("the throw {}: {e}", step.throw)))?;
        if matches!(step.goal, Goal::Throw) {
            continue;
        }
        game.actions(&mut legal);
        let goal = race_goal::<G>(step).map_err(|e| at(e.to_string()))?;
        let mut coach = RaceCoach::for_step(step, &game);
        if let Some(goal) = &goal {
            for g in goal {
                if !legal.iter().any(|a| G::reaches(g, a)) {
                    return Err(at(format!("no legal move reaches {g:?}")));
                }
            }
            let wrong = legal
                .iter()
                .find(|a| !reaches_any::<G>(goal, a))
                .ok_or_else(|| at("every legal move reaches the goal: nothing to learn".into()))?;
            if coach.judge(&game, *wrong).is_ok() {
                return Err(at(format!("{wrong:?} is not refused")));
            }
        }
        let pick = show_me_race::<G>(goal.as_deref(), &legal)
            .ok_or_else(|| at("no move after the throw".into()))?;
        coach.judge(&game, pick).map_err(|e| at(e.to_string()))?;
        game.take(pick).map_err(|e| at(e.to_string()))?;
    }
    Ok(game)
}

/// The kind of game a lesson is for (`None`: no game has that name).
pub fn kind_of(lesson: &Lesson) -> Option<GameKind> {
    GameKind::from_name(&lesson.game)
}

/// Rehearses any lesson (see [`rehearse_race`], [`super::rehearse_mehen`]).
pub fn rehearse(lesson: &Lesson) -> Result<(), LessonError> {
    if lesson.practice {
        return lesson.check();
    }
    match kind_of(lesson) {
        Some(GameKind::Mehen) => super::rehearse_mehen(lesson).map(drop),
        Some(GameKind::SenetKendall | GameKind::SenetHouses) => {
            rehearse_race::<Senet>(lesson).map(drop)
        }
        Some(GameKind::Hyena) => rehearse_race::<Hyena>(lesson).map(drop),
        Some(GameKind::FamilyMehen) => rehearse_race::<Family>(lesson).map(drop),
        Some(GameKind::BakAmen) => rehearse_race::<BakAmen>(lesson).map(drop),
        None => Err(LessonError::NoSuchGame(lesson.game.clone())),
    }
}

/// Does the lesson's start set up, in its game?
pub fn check_start(lesson: &Lesson) -> Result<(), LessonError> {
    let Some(kind) = kind_of(lesson) else {
        return Err(LessonError::NoSuchGame(lesson.game.clone()));
    };
    match kind {
        GameKind::Mehen => lesson.mehen_start().map(drop),
        GameKind::SenetKendall | GameKind::SenetHouses => Senet::lesson_start(lesson).map(drop),
        GameKind::Hyena => Hyena::lesson_start(lesson).map(drop),
        GameKind::FamilyMehen => Family::lesson_start(lesson).map(drop),
        GameKind::BakAmen => BakAmen::lesson_start(lesson).map(drop),
    }
    .map_err(LessonError::from)
}

/// A lesson step refused a move: it asks for another (its panel says which).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the lesson asks for another move")]
pub struct AnotherMove;
