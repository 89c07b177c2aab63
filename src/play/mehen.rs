//! Horton's Mehen as a [`Match`]: the engine and its record kept in step
//! ([`RecordedGame`]), the four sticks it throws, and the sticks' state at the start of the turn in
//! progress. A turn is one or more throws (a Mehen throw throws again) and one action.

use super::{Match, ThrowFaces, Thrown};
use crate::dice::Sticks;
use crate::rules::mehen::record::{Record, RecordedGame};
use crate::rules::{Action, Event, Game, GameKind, Illegal, Phase};

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
        let throws = Sticks::seeded(seed);
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
        self.rg.throw(throw, &mut events)?;
        self.throws = drawn;
        let thrown = Thrown {
            faces: ThrowFaces::Sticks(flat.to_vec()),
            value: throw.flats(),
            serial: self.last.as_ref().map_or(1, |l| l.serial + 1),
        };
        self.last = Some(thrown.clone());
        self.refresh();
        Ok((thrown, events))
    }

    fn legal(&self) -> &[Action] {
        &self.legal
    }

    fn play(&mut self, action: Action) -> Result<Vec<Event>, Illegal> {
        let mut events = Vec::new();
        self.rg.play(action, &mut events)?;
        self.refresh();
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

    fn action_text(&self, action: Action) -> String {
        action.to_string()
    }

    fn parse_action(&self, text: &str) -> Option<Action> {
        Action::parse(text, 0).ok()
    }
}
