//! Horton's Mehen as a [`Match`]: the engine and its record kept in step
//! ([`RecordedGame`]), the four sticks it throws, and the sticks' state at the start of the turn in
//! progress. A turn is one or more throws (a Mehen throw throws again) and one action.

use super::{Match, ThrowFaces, Thrown};
use crate::dice::Sticks;
use crate::rules::mehen::record::{Record, RecordedGame};
use crate::rules::{
    GameKind, Throw,
    mehen::{Action, Event, Game, Illegal, Phase},
};

/// A game of Mehen in play.
#[derive(Debug, Clone)]
pub struct MehenMatch {
    rg: RecordedGame,
    throws: Sticks,
    checkpoint: Sticks,
    legal: Vec<Action>,
    last: Option<Thrown>,
}

impl MehenMatch {
    /// A match of `game` on the board its record calls `board_tag`, its sticks seeded with `seed`.
    pub fn new(game: Game, board_tag: &str, seed: u64) -> MehenMatch {
        let mut rg = RecordedGame::new(game, board_tag);
        rg.record.set_tag("Seed", &seed.to_string());
        MehenMatch::around(rg, Sticks::seeded(seed))
    }

    /// A match going on from a game and its record, throwing from `throws`.
    pub fn around(rg: RecordedGame, throws: Sticks) -> MehenMatch {
        let mut m = MehenMatch {
            rg,
            checkpoint: throws.clone(),
            throws,
            legal: Vec::new(),
            last: None,
        };
        m.refresh();
        m
    }

    pub fn game(&self) -> &Game {
        &self.rg.game
    }

    pub fn record(&self) -> &Record {
        &self.rg.record
    }

    /// The sticks as they were when the turn in progress began.
    pub fn checkpoint(&self) -> &Sticks {
        &self.checkpoint
    }

    pub fn last_throw(&self) -> Option<&Thrown> {
        self.last.as_ref()
    }

    /// The sticks the match throws from.
    pub fn throws(&self) -> &Sticks {
        &self.throws
    }

    /// Throws from `throws` from now on (a save's sticks, a take-back's).
    pub fn set_throws(&mut self, throws: Sticks) {
        self.checkpoint = throws.clone();
        self.throws = throws;
    }

    /// Sets a tag of the record (`[TakeBacks]`, or every tag of a record being replayed).
    pub fn set_tag(&mut self, name: &str, value: &str) {
        self.rg.record.set_tag(name, value);
    }

    pub fn set_tags(&mut self, tags: Vec<(String, String)>) {
        self.rg.record.tags = tags;
    }

    /// Draws the next throw of the sticks without giving it (a screen shows it, then gives it).
    pub fn draw(&mut self) -> ([bool; 4], Throw) {
        self.throws.throw_sticks()
    }

    /// Gives the seat to move a throw made elsewhere (drawn, scripted by a lesson, read from a
    /// record), its events in `events`; a refusal changes nothing.
    pub fn throw_given(
        &mut self,
        flat: [bool; 4],
        throw: Throw,
        events: &mut Vec<Event>,
    ) -> Result<(), Illegal> {
        self.rg.throw(throw, events)?;
        self.last = Some(Thrown {
            faces: ThrowFaces::Sticks(flat.to_vec()),
            value: throw.flats(),
            serial: self.last.as_ref().map_or(1, |l| l.serial + 1),
        });
        self.refresh();
        Ok(())
    }

    /// Plays an action of the seat to move, its events in `events`; a refusal changes nothing.
    pub fn act(&mut self, action: Action, events: &mut Vec<Event>) -> Result<(), Illegal> {
        self.rg.play(action, events)?;
        self.refresh();
        Ok(())
    }

    /// The agreed time ran out: the game ends on its tie-breakers.
    pub fn end_by_time(&mut self, events: &mut Vec<Event>) {
        self.rg.end_by_time(events);
        self.refresh();
    }

    fn refresh(&mut self) {
        self.legal.clear();
        if matches!(self.rg.game.phase(), Phase::Move { .. }) {
            self.rg.game.legal_actions(&mut self.legal);
        }
        if self.rg.game.phase() == (Phase::Throw { after_mehen: false }) {
            self.checkpoint = self.throws.clone();
        }
    }
}

impl Match for MehenMatch {
    type Action = Action;
    type Event = Event;
    type Refusal = Illegal;

    fn end_at_time_limit(&mut self) -> bool {
        if self.rg.game.is_over() || self.rg.game.phase() != (Phase::Throw { after_mehen: false }) {
            return false;
        }
        self.end_by_time(&mut Vec::new());
        true
    }

    fn kind(&self) -> GameKind {
        GameKind::Mehen
    }

    fn players(&self) -> u8 {
        self.rg.game.players()
    }

    fn seat_to_move(&self) -> Option<u8> {
        self.rg.game.to_move().map(|s| s.0)
    }

    fn throw_due(&self) -> bool {
        matches!(self.rg.game.phase(), Phase::Throw { .. } | Phase::Tickle)
    }

    fn throw(&mut self) -> Result<(Thrown, Vec<Event>), Illegal> {
        let mut drawn = self.throws.clone();
        let (flat, throw) = drawn.throw_sticks();
        let mut events = Vec::new();
        let before = std::mem::replace(&mut self.throws, drawn);
        if let Err(e) = self.throw_given(flat, throw, &mut events) {
            self.throws = before;
            return Err(e);
        }
        let thrown = self.last.clone().expect("a throw was just given");
        Ok((thrown, events))
    }

    fn throw_value(&mut self, value: u8) -> Result<(Thrown, Vec<Event>), Illegal> {
        let throw = Throw::new(value).ok_or(Illegal::NotAThrow(value))?;
        let mut events = Vec::new();
        self.throw_given(Sticks::showing(throw), throw, &mut events)?;
        let thrown = self.last.clone().expect("a throw was just given");
        Ok((thrown, events))
    }

    fn legal(&self) -> &[Action] {
        &self.legal
    }

    fn play(&mut self, action: Action) -> Result<Vec<Event>, Illegal> {
        let mut events = Vec::new();
        self.act(action, &mut events)?;
        Ok(events)
    }

    fn record_text(&self) -> String {
        self.rg.record.to_string()
    }

    fn turns(&self) -> u32 {
        self.rg.game.turns()
    }

    fn winners(&self) -> Option<u8> {
        self.rg.game.outcome().map(|o| o.winners)
    }

    fn fingerprint(&self) -> std::num::NonZeroU64 {
        self.rg.game.fingerprint()
    }

    fn action_text(&self, action: Action) -> String {
        action.to_string()
    }

    fn parse_action(&self, text: &str) -> Option<Action> {
        Action::parse(text, 0).ok()
    }
}
