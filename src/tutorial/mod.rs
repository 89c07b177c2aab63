//! The lessons of "Learn to play": data files in `assets/tutorial/` (embedded at build time, so adding a
//! lesson needs no code), each a short series of steps on a set-up position with scripted throws and a
//! goal the player's move is checked against. Everything here is pure: the game's Learn screen and
//! the tests drive the same checks.
//!
//! A lesson file (`NN-name.lesson.ron`, shown in file-name order):
//!
//! ```ron
//! (
//!     game: "mehen",
//!     title: (en: "A slide", fr: "Une glissade"),
//!     setup: "A5 B6 move:A",          // a Mehen [Setup] position (docs/notation.md); none: the opening
//!     steps: [(
//!         throw: 2,                   // flat sides up the sticks show (0-4)
//!         goal: Play(["5+2"]),        // the moves that reach the goal; or Throw, or Any
//!         say: (en: "...", fr: "..."),   // what to try
//!         hint: (en: "...", fr: "..."),  // said when another move is tried
//!         done: (en: "...", fr: "..."),  // what happened, and why
//!     )],
//! )
//! ```
//!
//! A lesson for another game names it (`senet-kendall`, `senet-houses`, `hyena`, `family-mehen`,
//! `bak-amen`), opens on a `position` ([`race::RacePosition`]) and writes its throws and goals as
//! that game's records do (docs/lessons.md).

pub mod race;

use crate::i18n::Language;
use crate::rules::mehen::setup::parse_setup;
use crate::rules::{
    Throw,
    mehen::{Action, Board, Game, Options, Phase, PieceMove, Rules},
};
use serde::Deserialize;
use std::sync::Arc;

include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

/// A text in each language the game speaks.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub fr: String,
}

impl Text {
    /// The text in `language`, without the keys it names where the game is played by touch, and
    /// with taps for its clicks there.
    pub fn get(&self, language: Language) -> std::borrow::Cow<'_, str> {
        let text = match language {
            Language::French => &self.fr,
            _ => &self.en,
        };
        let text = crate::i18n::for_the_device(text);
        if crate::i18n::touch() && text.contains(['C', 'c']) {
            std::borrow::Cow::Owned(tapped(&text))
        } else {
            text
        }
    }
}

/// A lesson's words for a finger: "Tap the pawn" for "Click the pawn" ("Touchez le pion" for
/// "Cliquez sur le pion").
fn tapped(text: &str) -> String {
    const TAPS: [(&str, &str); 6] = [
        ("Cliquez sur", "Touchez"),
        ("cliquez sur", "touchez"),
        ("Cliquez", "Touchez"),
        ("cliquez", "touchez"),
        ("Click", "Tap"),
        ("click", "tap"),
    ];
    TAPS.iter().fold(text.to_owned(), |text, (click, tap)| {
        text.replace(click, tap)
    })
}

/// What a step asks of the player.
#[derive(Debug, Clone, Deserialize)]
pub enum Goal {
    /// Throw the sticks (and watch what the throw brings).
    Throw,
    /// Play one of these, in the game's record notation: a whole action (`5+2 T+2`, the pieces in
    /// that order), or for Mehen a single piece move (`5+2`), which any action including it reaches.
    Play(Vec<String>),
    /// Play any move.
    Any,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The throw the sticks give, as the game's record writes it (flat sides up for Mehen).
    pub throw: u8,
    pub goal: Goal,
    pub say: Text,
    /// Said when another move is tried (the goals `Play` need one).
    #[serde(default)]
    pub hint: Option<Text>,
    pub done: Text,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The game, by its record name (`mehen`, `senet-kendall`, `hyena`, ...).
    pub game: String,
    pub title: Text,
    /// One or two sentences shown before the first step.
    pub intro: Text,
    #[serde(default = "two")]
    pub players: u8,
    /// Mehen: a built-in board (default `classic`).
    #[serde(default)]
    pub board: Option<String>,
    /// The rule options, as the game's record's `[Options]` tag writes them.
    #[serde(default)]
    pub options: String,
    /// Mehen: the position, as a record's `[Setup]` tag (none: the opening).
    #[serde(default)]
    pub setup: Option<String>,
    /// The other games: the position (none: the opening).
    #[serde(default)]
    pub position: Option<race::RacePosition>,
    #[serde(default)]
    pub steps: Vec<Step>,
    /// The lesson is a real game against the Novice computer (no steps).
    #[serde(default)]
    pub practice: bool,
    /// The learner's seat (0: the first). A step for another seat is played for the learner, shown
    /// rather than asked, unless the lesson says it is about both seats (`both_seats`).
    #[serde(default)]
    pub you: u8,
    #[serde(default)]
    pub both_seats: bool,
}

impl Lesson {
    /// Is a step for `seat` (the seat to move as it begins) played for the learner?
    pub fn plays_for_you(&self, seat: Option<u8>) -> bool {
        !self.both_seats && seat.is_some_and(|s| s != self.you)
    }
}

fn two() -> u8 {
    2
}

/// What a lesson's reached step waits for, on any game's screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepDone {
    /// The lesson's next step.
    Step,
    /// The lesson is over: the next lesson, Again or the list.
    Lesson,
}

impl StepDone {
    /// The step just reached, the lesson's last or not.
    pub fn after(last_step: bool) -> Self {
        if last_step {
            StepDone::Lesson
        } else {
            StepDone::Step
        }
    }

    /// The message telling the learner what the table waits for; `short`, in a line, for a
    /// phone's strip (the lesson's panel under it says the rest).
    pub fn words(self, short: bool) -> &'static str {
        match (self, short) {
            (StepDone::Step, false) => "learn-waiting-step",
            (StepDone::Lesson, false) => "learn-waiting-lesson",
            (StepDone::Step, true) => "learn-waiting-step-short",
            (StepDone::Lesson, true) => "learn-waiting-lesson-short",
        }
    }
}

/// A lesson and its id: its file's name without the place in the list and `.lesson.ron`
/// (`mehen-slide`), kept in the settings once done.
#[derive(Debug, Clone)]
pub struct LessonEntry {
    pub id: String,
    pub lesson: Lesson,
}

/// Every lesson, in file-name order, and a message for each file that could not be read (naming
/// the file, the place and the problem).
pub fn lessons() -> (Vec<LessonEntry>, Vec<String>) {
    let mut ok = Vec::new();
    let mut problems = Vec::new();
    for (name, text) in LESSON_FILES {
        match read_lesson(name, text) {
            Ok(lesson) => ok.push(LessonEntry {
                id: crate::persist::settings::lesson_name(name.trim_end_matches(".lesson.ron"))
                    .to_string(),
                lesson,
            }),
            Err(e) => problems.push(e.to_string()),
        }
    }
    (ok, problems)
}

/// Why a lesson cannot be read, set up or followed.
#[derive(Debug, thiserror::Error)]
pub enum LessonError {
    /// A lesson file's problem, named with its file.
    #[error("{path}: {problem}")]
    File {
        path: String,
        problem: Box<LessonError>,
    },
    /// The file is not a lesson as written (where and what, from the RON reader).
    #[error("{0}")]
    Syntax(String),
    #[error("only a Mehen lesson can be a practice game")]
    PracticeNotMehen,
    #[error("a lesson needs steps, or `practice: true`")]
    NoSteps,
    #[error("step {0}: a goal `Play` needs a `hint`")]
    NoHint(usize),
    #[error("no game is called `{0}` (the games: {names})", names = crate::rules::GameKind::names())]
    NoSuchGame(String),
    #[error(transparent)]
    Start(#[from] race::LessonStartError),
    #[error("{0} is not a throw of the sticks")]
    NotAThrow(u8),
    #[error("goal `{0}` is not a move")]
    NotAMove(String),
    /// A step that does not play as the lesson says (found by a rehearsal).
    #[error("step {step}: {finding}")]
    Step { step: usize, finding: String },
}

/// Reads and checks one lesson file.
pub fn read_lesson(name: &str, text: &str) -> Result<Lesson, LessonError> {
    let path = format!("assets/tutorial/{name}");
    // Optional fields are written bare (`setup: "A5"`, not `setup: Some("A5")`).
    let lesson: Lesson = ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| LessonError::Syntax(crate::persist::ron_problem(&e)))
        .and_then(|lesson: Lesson| lesson.check().map(|()| lesson))
        .map_err(|problem| LessonError::File {
            path,
            problem: Box::new(problem),
        })?;
    Ok(lesson)
}

impl Lesson {
    pub fn is_mehen(&self) -> bool {
        self.game == "mehen"
    }

    /// What a lesson must hold to be played: steps (or a Mehen practice game), hints where a move
    /// is checked, and a position that sets up in its game.
    pub fn check(&self) -> Result<(), LessonError> {
        if self.practice && !self.is_mehen() {
            return Err(LessonError::PracticeNotMehen);
        }
        if self.steps.is_empty() && !self.practice {
            return Err(LessonError::NoSteps);
        }
        for (i, s) in self.steps.iter().enumerate() {
            if matches!(s.goal, Goal::Play(_)) && s.hint.is_none() {
                return Err(LessonError::NoHint(i + 1));
            }
        }
        race::check_start(self)
    }

    /// The Mehen game the lesson starts from.
    pub fn mehen_start(&self) -> Result<Game, race::LessonStartError> {
        let name = self.board.as_deref().unwrap_or("classic");
        let board = Arc::new(
            Board::builtin(name).ok_or_else(|| race::LessonStartError::NoSuchBoard(name.into()))?,
        );
        let rules = Rules::new(Options::parse(&self.options)?, None);
        Ok(match &self.setup {
            None => Game::with_rules(board, self.players, rules)?,
            Some(text) => {
                let s = parse_setup(text, &board, self.players)?;
                Game::from_position(board, s.position, s.to_move, rules)?
            }
        })
    }
}

impl Step {
    /// The throw the step scripts, for Mehen.
    pub fn mehen_throw(&self) -> Result<Throw, LessonError> {
        Throw::new(self.throw).ok_or(LessonError::NotAThrow(self.throw))
    }

    /// A `Play` goal's entries as piece moves, for Mehen (`None`: any move will do); see [`reaches`].
    pub fn mehen_goal(&self) -> Result<Option<Vec<Vec<PieceMove>>>, LessonError> {
        match &self.goal {
            Goal::Play(list) => list
                .iter()
                .map(|a| {
                    a.parse::<Action>()
                        .map(|a| a.moves().collect())
                        .map_err(|_| LessonError::NotAMove(a.clone()))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
            Goal::Throw | Goal::Any => Ok(None),
        }
    }
}

/// Does `action` reach a goal: the same pieces in the same order as a two-move entry, or including a
/// one-move entry's piece move?
pub fn reaches(goal: &[Vec<PieceMove>], action: Action) -> bool {
    let moves: Vec<PieceMove> = action.moves().collect();
    goal.iter().any(|entry| match entry.as_slice() {
        [one] => moves.contains(one),
        whole => whole == moves.as_slice(),
    })
}

/// The rest of a turn begun with `chosen` that reaches `goal`, simplest first: another of the
/// player's own pawns walking rather than a lion or a jump, with as few points as the rules allow.
/// `None` when the turn is already whole or nothing legal follows it.
pub fn rest_of_turn(
    goal: &[Vec<PieceMove>],
    chosen: &[PieceMove],
    legal: &[Action],
) -> Option<Vec<PieceMove>> {
    legal
        .iter()
        .filter(|a| reaches(goal, **a))
        .map(|a| a.moves().collect::<Vec<_>>())
        .filter(|moves| moves.len() > chosen.len() && moves.starts_with(chosen))
        .min_by_key(|moves| {
            let rest = &moves[chosen.len()..];
            let plain = rest.iter().all(|m| m.is_own_pawn() && !m.is_jump());
            (!plain, rest.iter().map(|m| steps(*m)).sum::<u8>())
        })
        .map(|moves| moves[chosen.len()..].to_vec())
}

/// The move "Show me" plays for a step that takes any move: a real one rather than a pass, where
/// there is one.
pub fn any_move(legal: &[Action]) -> Option<Action> {
    legal
        .iter()
        .find(|a| !a.is_pass())
        .or(legal.first())
        .copied()
}

/// How far a piece move goes, for ranking the simplest: a walk's points, a jump's five.
fn steps(m: PieceMove) -> u8 {
    match m {
        PieceMove::PawnWalk { points, .. }
        | PieceMove::LionWalk { points, .. }
        | PieceMove::Push { points, .. } => points,
        PieceMove::PawnJump { .. } | PieceMove::LionJump { .. } => 5,
    }
}

/// What became of a move tried in a step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tried {
    /// The goal is reached.
    Reached,
    /// Another move: the step's hint is said and the move is not played.
    Refused,
}

/// Judges a Mehen move tried in `step`.
pub fn judge_mehen(step: &Step, action: Action) -> Tried {
    match step.mehen_goal() {
        Ok(Some(goal)) if !reaches(&goal, action) => Tried::Refused,
        _ => Tried::Reached,
    }
}

/// Plays a Mehen lesson's every step through the engine the way a player who follows it would, and
/// checks that each goal is a legal move, that a wrong move is refused with the hint, and that the
/// throws fall when the lesson says. Answers the game as it stands at the end.
pub fn rehearse_mehen(lesson: &Lesson) -> Result<Game, LessonError> {
    rehearse_steps(lesson, lesson.mehen_start()?, 0, &mut None)
}

/// Rehearses the lesson as [`rehearse_mehen`] does, but through every move the other seat could
/// play in its steps, not only the one played on screen: a lesson's point must not hang on the
/// computer's choice. Answers how many lines of play were rehearsed.
pub fn rehearse_every_reply(lesson: &Lesson) -> Result<usize, LessonError> {
    let mut lines = 0;
    rehearse_steps(lesson, lesson.mehen_start()?, 0, &mut Some(&mut lines))?;
    Ok(lines)
}

/// Rehearses steps `from..` on `game`; with `every_reply`, each of the other seat's steps is
/// rehearsed after each of its moves (and the lines counted).
fn rehearse_steps(
    lesson: &Lesson,
    mut game: Game,
    from: usize,
    every_reply: &mut Option<&mut usize>,
) -> Result<Game, LessonError> {
    let mut legal = Vec::new();
    for (i, step) in lesson.steps.iter().enumerate().skip(from) {
        let at = |finding: String| LessonError::Step {
            step: i + 1,
            finding,
        };
        if !matches!(game.phase(), Phase::Throw { .. }) {
            return Err(at("the game is not waiting for a throw".into()));
        }
        let throw = step.mehen_throw().map_err(|e| at(e.to_string()))?;
        game.throw(throw, &mut ())
            .map_err(|e| at(format!("the throw: {e}")))?;
        let goals = step.mehen_goal().map_err(|e| at(e.to_string()))?;
        game.legal_actions(&mut legal);
        match (&step.goal, goals) {
            // A throw that leaves nothing to do but pass: the game passes (as it does on screen).
            (Goal::Throw, _) => {
                if legal == [Action::PASS] {
                    game.play(Action::PASS, &mut ())
                        .map_err(|e| at(e.to_string()))?;
                }
            }
            (_, None) => {
                let others = lesson.plays_for_you(game.to_move().map(|s| s.0));
                let replies: Vec<Action> = legal.iter().copied().filter(|a| !a.is_pass()).collect();
                if others
                    && !replies.is_empty()
                    && let Some(lines) = every_reply.as_deref_mut()
                {
                    for reply in replies {
                        let mut after = game.clone();
                        after.play(reply, &mut ()).map_err(|e| at(e.to_string()))?;
                        rehearse_steps(lesson, after, i + 1, &mut Some(&mut *lines))
                            .map_err(|e| at(format!("after the other seat plays {reply}: {e}")))?;
                    }
                    // Every line from here was rehearsed (and counted) above.
                    return Ok(game);
                }
                let first = any_move(&legal).ok_or_else(|| at("no move after the throw".into()))?;
                game.play(first, &mut ()).map_err(|e| at(e.to_string()))?;
            }
            (_, Some(goal)) => {
                let first = judge_goal(&goal, &legal).map_err(at)?;
                game.play(first, &mut ()).map_err(|e| at(e.to_string()))?;
            }
        }
    }
    if let Some(lines) = every_reply.as_deref_mut() {
        *lines += 1;
    }
    Ok(game)
}

/// A `Play` goal against the legal moves: every entry is reached by some legal move, and some legal
/// move is refused; the move "Show me" plays.
fn judge_goal(goal: &[Vec<PieceMove>], legal: &[Action]) -> Result<Action, String> {
    for entry in goal {
        if !legal
            .iter()
            .any(|a| reaches(std::slice::from_ref(entry), *a))
        {
            let text: Vec<String> = entry.iter().map(|m| m.to_string()).collect();
            return Err(format!("no legal move reaches {}", text.join(" ")));
        }
    }
    if legal.iter().all(|a| reaches(goal, *a)) {
        return Err("every legal move reaches the goal: nothing to learn".into());
    }
    show_me_mehen(goal, legal).ok_or_else(|| "no legal move reaches the goal".into())
}

/// The move "Show me" plays: the first legal move that reaches the goal (`legal` in the engine's
/// order, so the same one every time), one that plays the lesson's piece first where there is one,
/// so the learner sees the move the lesson names before the rest of the turn.
pub fn show_me_mehen(goal: &[Vec<PieceMove>], legal: &[Action]) -> Option<Action> {
    let named_first = |a: &Action| {
        let first = a.moves().next();
        goal.iter()
            .any(|entry| matches!(entry.as_slice(), [one] if Some(*one) == first))
    };
    let reaching = || legal.iter().copied().filter(|a| reaches(goal, *a));
    reaching().find(named_first).or_else(|| reaching().next())
}

#[cfg(test)]
mod tests {
    use super::tapped;
    use crate::rules::mehen::{Action, PieceMove};

    #[test]
    fn show_me_plays_the_lesson_s_piece_first() {
        let walk = |from, points| PieceMove::PawnWalk {
            from: Some(from),
            points,
        };
        let enter = PieceMove::PawnWalk {
            from: None,
            points: 2,
        };
        let goal = vec![vec![walk(5, 2)]];
        // Both orders of the same two moves are legal; the engine lists the entry first.
        let legal = [
            Action::pair(walk(20, 2), walk(40, 2)),
            Action::pair(enter, walk(5, 2)),
            Action::pair(walk(5, 2), enter),
        ];
        assert_eq!(
            super::show_me_mehen(&goal, &legal),
            Some(Action::pair(walk(5, 2), enter))
        );
        // Where no move plays it first, the first that reaches the goal.
        assert_eq!(
            super::show_me_mehen(&goal, &legal[..2]),
            Some(Action::pair(enter, walk(5, 2)))
        );
    }

    #[test]
    fn a_finger_taps_where_a_mouse_clicks_in_both_languages() {
        assert_eq!(
            tapped("Click a pawn, then click where it goes."),
            "Tap a pawn, then tap where it goes."
        );
        assert_eq!(
            tapped("Cliquez sur un pion, puis cliquez sur la case. Cliquez-le."),
            "Touchez un pion, puis touchez la case. Touchez-le."
        );
        assert_eq!(tapped("Throw the sticks."), "Throw the sticks.");
    }
}
