//! One match for every race game on its screen (Senet, the Hyena game, family Mehen, Bak-Amen):
//! [`RaceMatch`] holds what each of them holds (the game in play with its throws and record, the seats,
//! the log, a lesson's coach, the notice of a refused move) and a room's own extension; a game's room
//! implements [`RaceRoom`] on its engine (its words, its requests, how it starts and opens) and gets
//! the screen skeleton, the registry entry, the autosave and the lessons through `race::entry`.

use crate::ai::race::Evaluate;
use crate::dice::Sticks;
use crate::i18n::Said;
use crate::play::race::{RacePlay, RaceRecord, RaceRules};
use crate::play::{Match, Thrown};
use crate::rules::GameKind;
use crate::rules::common::turn_record::{Recorded, TurnRecord, with_turn_record};
use crate::systems::files::records::set_resume_tags;
use crate::systems::shared::registry::{RaceSetup, RecordedMatch};
use crate::systems::shared::remote::RemoteFeed;
use crate::systems::shared::seats::SeatSetup;
use crate::systems::shared::state::AppState;
use crate::tutorial::Lesson;
use crate::tutorial::race::{LessonGame, RaceCoach};
use bevy::prelude::*;

/// Why a race screen refused an action.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Refusal<E: std::error::Error + 'static> {
    #[error("the game is over")]
    Over,
    /// A lesson's coach asks for another move (its panel says which).
    #[error("the lesson asks for another move")]
    Lesson,
    #[error(transparent)]
    Illegal(E),
}

impl<E: std::error::Error + 'static> Refusal<E> {
    /// What the player is told; `None` when the lesson's panel tells it.
    pub fn said(&self) -> Option<Said> {
        match self {
            Refusal::Over => Some(Said::message("race-refused-over", &[])),
            Refusal::Lesson => None,
            Refusal::Illegal(_) => Some(Said::message("race-refused-illegal", &[])),
        }
    }
}

/// What a race game's room tells the shared match: its words, its requests, how it starts, opens
/// and is taught.
pub trait RaceRoom: RaceRules + Evaluate + LessonGame {
    /// What a person (or a computer seat, or a test) asks of the screen.
    type Request: Message + Copy;
    /// What only this game's screen keeps (Bak-Amen's play being entered).
    type Extra: Default + Send + Sync + 'static;
    /// The rule sets it plays (Senet's two share a screen).
    const KINDS: &'static [GameKind];
    /// The screen that shows it.
    const STATE: AppState;
    /// Seconds a computer seat waits before each throw or move, so a watcher can follow.
    const COMPUTER_PACE: f32 = 0.7;
    /// Seconds before the one thing a person can do is done for them.
    const AUTOMATIC_PACE: f32 = 0.7;
    /// Players and turns of the match computer seats play for the screenshot scenes.
    const DEMO: (u8, u32);

    /// A new game and its empty record as the New game form set it up (also the demo's, with
    /// computer seats).
    fn start(
        setup: &RaceSetup,
    ) -> Result<(Self, Self::Record), crate::rules::common::setup_error::OptionsError>;
    /// A new game for a lesson (its position is set up from the lesson after).
    fn for_lesson(
        lesson: &Lesson,
    ) -> Result<(Self, Self::Record), crate::rules::common::setup_error::OptionsError>;
    /// Does what a request asks of the match: a move only when it is legal, a refused square's
    /// reason in the notice. `true` when it asks for a hint, which the screen's computer works out.
    fn handle(m: &mut RaceMatch<Self>, request: Self::Request) -> bool;
    /// The log's lines for a throw of `seat`; `before` is the game before it.
    fn throw_words(m: &RaceMatch<Self>, before: &Self, seat: u8, thrown: &Thrown) -> Vec<Said>;
    /// The log's lines for `action` of `seat` and its events; `before` is the game before it.
    fn play_words(
        m: &RaceMatch<Self>,
        before: &Self,
        seat: u8,
        action: Self::Action,
        events: &[Self::Event],
    ) -> Vec<Said>;
    /// The squares an action names on the board (where its pieces stood and went), ringed while the
    /// pointer is over its log line; `before` is the game before it.
    fn spaces_of(_before: &Self, _action: Self::Action, _events: &[Self::Event]) -> Vec<u8> {
        Vec::new()
    }
    /// What the log tells before the first throw (a move the rules make at the start), with the
    /// squares it names.
    fn opening_words(_m: &RaceMatch<Self>) -> Option<(Said, Vec<u8>)> {
        None
    }
    /// The request for a bot's choice (`None`: throw).
    fn request_for(m: &RaceMatch<Self>, choice: Option<Self::Action>) -> Self::Request;
    /// The throw request (Space).
    fn throw_request() -> Self::Request;
    /// What is done for a person left with nothing to choose, or `None` when there is a choice.
    fn automatic(m: &RaceMatch<Self>) -> Option<Self::Request>;
    /// The screen's own keys besides Space, for a person to move.
    fn key_requests(m: &RaceMatch<Self>, keys: &ButtonInput<KeyCode>, out: &mut Vec<Self::Request>);
    /// After every throw, move or new position: what the room keeps beside the game follows it.
    fn refreshed(_m: &mut RaceMatch<Self>) {}
    /// A hint worked out for the person to move (rooms that offer hints keep it).
    fn set_hint(_m: &mut RaceMatch<Self>, _hint: Option<Self::Action>) {}
    /// The autosave's file name: `autosave-` and the rule set's name.
    fn autosave_name(&self) -> String {
        format!("autosave-{}.mehen", self.kind().name())
    }
}

/// A race game's match as its screen plays it.
#[derive(Resource)]
pub struct RaceMatch<G: RaceRoom> {
    pub play: RacePlay<G>,
    pub seats: Vec<SeatSetup>,
    pub log: Vec<Said>,
    /// Whose throw or move each line of the log tells (`None`: the game's own words).
    pub log_seats: Vec<Option<u8>>,
    /// The squares each move's log lines name, by the index of the line (for the rings on hover).
    pub log_spaces: Vec<(usize, Vec<u8>)>,
    /// The lesson step's coach, while a lesson is played on the match.
    pub coach: Option<RaceCoach<G>>,
    /// Why the last thing tried was refused (until the next move or throw).
    pub notice: Option<Said>,
    /// An online game: every throw, and the moves of seats played elsewhere, come from the server.
    pub remote: Option<RemoteFeed>,
    pub ext: G::Extra,
}

impl<G: RaceRoom> RaceMatch<G> {
    /// A new match of `game` for `seats`, its throws seeded with `seed`.
    pub fn fresh(game: G, record: G::Record, seats: Vec<SeatSetup>, seed: u64) -> Self {
        let mut m = Self::around(
            RacePlay::new(game, record, Sticks::seeded(seed), seed),
            seats,
        );
        if let Some((line, spaces)) = G::opening_words(&m) {
            m.log_spaces.push((m.log.len(), spaces));
            m.note(None, vec![line]);
        }
        m
    }

    /// A match continued from a record: its turns replayed, its seats and throws from its tags.
    pub fn from_record(
        record: G::Record,
        seed: u64,
    ) -> Result<Self, <G::Record as RaceRecord>::ReplayError> {
        let game = record.replay()?;
        Ok(Self::from_replayed(record, game, seed))
    }

    /// [`from_record`](Self::from_record) with the game its turns led to already played.
    pub fn from_replayed(record: G::Record, game: G, seed: u64) -> Self {
        let (seats, throws, line) = crate::systems::files::saves::resume(
            record.tag("Seats"),
            record.tag("Sticks"),
            game.players(),
            record.turn_count(),
            seed,
        );
        let mut m = Self::around(RacePlay::new(game, record, throws, seed), seats);
        m.note(None, vec![line]);
        m
    }

    fn around(play: RacePlay<G>, seats: Vec<SeatSetup>) -> Self {
        let mut m = RaceMatch {
            play,
            seats,
            log: Vec::new(),
            log_seats: Vec::new(),
            log_spaces: Vec::new(),
            coach: None,
            notice: None,
            remote: None,
            ext: G::Extra::default(),
        };
        G::refreshed(&mut m);
        m
    }

    /// Adds `words` to the log, each line told of `seat` (`None`: no seat's).
    fn note(&mut self, seat: Option<u8>, words: Vec<Said>) {
        self.log_seats.extend(words.iter().map(|_| seat));
        self.log.extend(words);
    }

    /// The log window under the side column ending at `above` (if it stands above), the squares of
    /// the line under the pointer ringed on the board, each line after the swatch of the seat it
    /// tells of (`swatch`: a seat's, if its lines have one).
    pub fn show_log(
        &self,
        ctx: &bevy_egui::egui::Context,
        (lang, frame, above): (
            &crate::systems::shared::lang::Lang,
            bevy_egui::egui::Frame,
            Option<f32>,
        ),
        swatch: &dyn Fn(u8) -> Option<bevy_egui::egui::Color32>,
        panels: (
            &mut crate::systems::shared::backdrop::Backdrops,
            &mut crate::systems::shared::space_labels::PointedSpaces,
        ),
    ) {
        let spaces = |i: usize| self.spaces_of_line(i).to_vec();
        let swatches = |i: usize| self.log_seats.get(i).copied().flatten().and_then(swatch);
        crate::systems::shared::race_log::log_window(
            ctx,
            (lang, &self.log, &spaces, &swatches),
            (frame, above),
            panels,
        );
    }

    /// The squares log line `i` names (none for a throw).
    pub fn spaces_of_line(&self, i: usize) -> &[u8] {
        self.log_spaces
            .iter()
            .rev()
            .find(|(at, _)| *at == i)
            .map_or(&[], |(_, s)| s)
    }

    /// Throws for the seat to move (nothing when no throw is due).
    pub fn throw(&mut self) {
        let Some(seat) = self.play.game.seat_to_move() else {
            return;
        };
        if let Some(remote) = &self.remote {
            // Online, the server throws: a seat here asks, and plays the throw once it is back.
            match remote.take_throw() {
                Some(value) => self.play.throws.script_next(value),
                None => {
                    if remote.is_here(seat) && self.play.game.throw_due() {
                        remote.ask_throw(Match::turns(&self.play));
                    }
                    return;
                }
            }
        }
        let before = self.play.game.clone();
        let Ok(thrown) = self.play.throw().cloned() else {
            return;
        };
        self.notice = None;
        let words = G::throw_words(self, &before, seat, &thrown);
        self.note(Some(seat), words);
        G::refreshed(self);
    }

    /// Plays an action of the seat to move; a refusal changes nothing.
    pub fn play(&mut self, action: G::Action) -> Result<(), Refusal<G::Illegal>> {
        let seat = self.play.game.seat_to_move().ok_or(Refusal::Over)?;
        if let Some(coach) = self.coach.as_mut() {
            coach
                .judge(&self.play.game, action)
                .map_err(|_| Refusal::Lesson)?;
        }
        let before = self.play.game.clone();
        let turn = Match::turns(&self.play);
        let events = self.play.play(action).map_err(Refusal::Illegal)?;
        if let Some(remote) = &self.remote {
            remote.played(remote.is_here(seat), turn, G::action_text(action));
        }
        self.notice = None;
        let words = G::play_words(self, &before, seat, action, &events);
        let spaces = G::spaces_of(&before, action, &events);
        if !spaces.is_empty() {
            let first = self.log.len();
            self.log_spaces
                .extend((first..first + words.len()).map(|i| (i, spaces.clone())));
        }
        self.note(Some(seat), words);
        G::refreshed(self);
        Ok(())
    }

    /// Plays an action a person asked for; a refusal is told in the notice.
    pub fn request(&mut self, action: G::Action) {
        if let Err(why) = self.play(action) {
            self.notice = why.said();
        }
    }

    /// The seat's name as the log says it, as Mehen's does: "Ahmose", with the seat's letter only
    /// where another seat has the same name.
    pub fn log_name(&self, seat: u8) -> String {
        let name = &self.seats[usize::from(seat)].name;
        if self.seats.iter().filter(|s| s.name == *name).count() > 1 {
            self.seat_name(seat)
        } else {
            name.clone()
        }
    }

    /// "Ahmose" with the seat's letter, as the seats' lines and the turn say it: "Ahmose (A)".
    pub fn seat_name(&self, seat: u8) -> String {
        format!(
            "{} ({})",
            self.seats[usize::from(seat)].name,
            crate::rules::common::turn_record::seat_letter(seat),
        )
    }
}

impl<G: RaceRoom<Record = TurnRecord<G>> + Recorded> RaceMatch<G> {
    /// A new match of a game written in a turn record, its throws seeded with `seed`.
    pub fn new(game: G, seats: Vec<SeatSetup>, seed: u64) -> Self {
        let (game, record) = with_turn_record(game);
        Self::fresh(game, record, seats, seed)
    }
}

impl<G: RaceRoom> RecordedMatch for RaceMatch<G> {
    fn autosave_name(&self) -> String {
        self.play.game.autosave_name()
    }

    fn kind(&self) -> GameKind {
        self.play.game.kind()
    }

    fn record_text(&self) -> String {
        let mut record = self.play.record.clone();
        set_resume_tags(record.tags_mut(), &self.seats, &self.play.checkpoint);
        record.to_string()
    }

    fn is_lesson(&self) -> bool {
        self.coach.is_some()
    }

    fn is_online(&self) -> bool {
        self.remote.is_some()
    }

    fn mark(&self) -> (u64, usize) {
        (self.play.seed, self.play.record.turn_count())
    }
}
