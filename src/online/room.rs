//! A room: one game between seats that are people somewhere else or the server's computers, with the
//! server as the referee. Pure (no network, no clock of its own): the server hands it messages and
//! the time, and sends what it answers. Every throw comes from the room's seeded sticks, every action
//! is checked by the engine, and a seat acts only on its own turn.

use super::protocol::{GameEvent, SeatPlan, SeatView, ServerMsg, check_field, clean_name};
use crate::ai::Level;
use crate::play::setup::{AnyMatch, Setup, TIME_UP, start};
use crate::rules::GameKind;

/// Why a room refuses a request.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoomError {
    #[error("the game has not started yet")]
    NotStarted,
    #[error("the game has already started")]
    AlreadyStarted,
    #[error("the game is over")]
    Over,
    #[error("it is not your turn")]
    NotYourTurn,
    #[error("that message is about turn {sent}, but the game is at turn {now}")]
    StaleTurn { sent: u32, now: u32 },
    #[error("watchers cannot play")]
    Watching,
    #[error("seat {0} does not exist")]
    NoSuchSeat(u8),
    #[error("seat {0} is taken")]
    SeatTaken(u8),
    #[error("every seat is taken")]
    Full,
    #[error("only the room's host can start it")]
    NotHost,
    #[error("seat {0} is still open")]
    SeatOpen(u8),
    #[error("that seat token is not this room's")]
    BadToken,
    #[error(
        "this room's seats are by invitation: ask its host for the whole code (its room code lets you watch)"
    )]
    InviteOnly,
    #[error("seat {0} is still connected or within its grace period")]
    NotGone(u8),
    #[error("nobody has been gone past the grace period")]
    NobodyGone,
    #[error("{0}")]
    Refused(String),
    #[error("{0}")]
    Setup(String),
    #[error(transparent)]
    Text(#[from] super::protocol::TextRefused),
}

/// A seat of the room.
#[derive(Debug, Clone)]
pub struct RoomSeat {
    pub plan: SeatPlan,
    /// The SHA-256 of the seat's secret (hex), once a person took it: the secret itself is the
    /// player's alone (the store keeps only this).
    pub token: Option<String>,
    pub connected: bool,
    /// When a connection was lost (ms, the server's clock): the grace period runs from there.
    pub gone_since: Option<u64>,
    /// The player's name at the table.
    pub name: String,
}

impl RoomSeat {
    /// A person's seat whose connection has been gone for the grace period or longer.
    fn past_grace(&self, now: u64, grace_ms: u64) -> bool {
        self.plan == SeatPlan::Remote
            && !self.connected
            && self
                .gone_since
                .is_some_and(|t| now.saturating_sub(t) >= grace_ms)
    }
}

/// A computer seat's move to think of: the seat, its level, the seed of its choice, and the number of
/// events when it was asked (its answer is played only if the game is still there).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerTurn {
    pub seat: u8,
    pub level: Level,
    pub seed: u64,
    pub at_event: u64,
}

/// A seat as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedSeat {
    pub plan: SeatPlan,
    /// The SHA-256 of the seat's token (hex), once a person took it.
    pub token_hash: Option<String>,
    pub name: String,
}

/// A room as the store keeps it (without its events).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SavedRoom {
    pub code: String,
    pub setup: Setup,
    pub seats: Vec<SavedSeat>,
    pub started: bool,
    pub minutes: Option<u32>,
    /// The game clock's time used (ms), as of the last write.
    pub used_ms: u64,
    /// The hash of the invitation, when seats are by invitation.
    #[serde(default)]
    pub invite_hash: Option<String>,
}

/// One room's game.
pub struct Room {
    pub code: String,
    pub setup: Setup,
    pub game: Box<dyn AnyMatch>,
    pub seats: Vec<RoomSeat>,
    pub events: Vec<GameEvent>,
    pub started: bool,
    /// The people at the table ended the game after a seat was gone past its grace period.
    pub ended_by_choice: bool,
    /// The server's clock when anything last happened (ms): an idle room expires.
    pub last_active: u64,
    /// A room ends without a winner after this many events, so no room grows without end (players
    /// who never finish, such as a Senet player who never takes Rebirth while frozen).
    pub max_events: usize,
    /// Mehen's time limit, when the host set one: in minutes, and its clock.
    pub minutes: Option<u32>,
    pub clock: Option<Clock>,
    /// The SHA-256 of the invitation (hex), when the room's seats are by invitation.
    pub invite: Option<String>,
}

/// A room's game clock (ms, the server's): it runs while the game is in play and every person is
/// connected, so a seat away pauses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    pub limit_ms: u64,
    pub used_ms: u64,
    /// When the clock was last brought up to date.
    last_ms: u64,
}

/// The events a room plays at most: far more than any real game's (a six-player Mehen game to its
/// time limit makes a few thousand).
pub const MAX_EVENTS: usize = 50_000;

/// SHA-256 of a seed, as hex: published when the room opens, checked against the seed at the end.
pub fn seed_hash(seed: u64) -> String {
    sha256_hex(seed.to_string().as_bytes())
}

fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    sha2::Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// SHA-256 of a seat's token, as hex: what a room keeps of it.
pub fn token_hash(token: &str) -> String {
    sha256_hex(token.as_bytes())
}

/// The invitation of a room whose seats are by invitation, made from its host's token (so the host's
/// window, coming back with that token, is given it again, and the room keeps only its hash): six
/// characters of the room codes' alphabet.
pub fn invite_for(host_token: &str) -> String {
    use super::protocol::CODE_ALPHABET;
    use sha2::Digest;
    sha2::Sha256::digest(format!("invite {host_token}").as_bytes())
        .iter()
        .take(6)
        .map(|b| CODE_ALPHABET[*b as usize % CODE_ALPHABET.len()] as char)
        .collect()
}

/// The whole code of a room whose seats are by invitation, as its host gives it
/// (`K7M-Q3P-H4T-Z9A`): the room's code and the invitation made from the host's token.
pub fn whole_code(code: &str, host_token: &str) -> String {
    super::protocol::show_code(&format!("{code}{}", invite_for(host_token)))
}

/// The record without the tags that would tell the throws to come (`[Seed]`, `[Sticks]`).
pub fn public_record(record: &str) -> String {
    record
        .lines()
        .filter(|l| !l.starts_with("[Seed ") && !l.starts_with("[Sticks "))
        .map(|l| format!("{l}\n"))
        .collect()
}

/// The record with its `[Seed]` tag (Mehen's records keep one; the race games' get it here), so a
/// finished online game's record tells how to check its throws.
pub fn with_seed(record: String, seed: u64) -> String {
    if record.lines().any(|l| l.starts_with("[Seed ")) {
        return record;
    }
    let at = record.find('\n').map_or(record.len(), |i| i + 1);
    format!("{}[Seed \"{seed}\"]\n{}", &record[..at], &record[at..])
}

/// The game a room played, played again offline from its setup (with the revealed seed) and its
/// events in order: a throw must give the number the room's did. Answers the match, whose record
/// then equals the room's: how anyone checks a finished online game. An event that carries the
/// position's fingerprint must leave that position.
pub fn replay_events(setup: &Setup, events: &[GameEvent]) -> Result<Box<dyn AnyMatch>, Unfair> {
    let mut game = start(setup)?;
    for e in events {
        let refused = |refused| Unfair::Refused {
            event: e.n,
            refused,
        };
        match (e.throw, &e.action) {
            (Some(v), None) => {
                let thrown = game.throw().map_err(refused)?;
                if thrown.value != v {
                    return Err(Unfair::ThrowDiffers {
                        event: e.n,
                        seed: thrown.value,
                        room: v,
                    });
                }
            }
            (None, Some(a)) => game.play(a).map_err(refused)?,
            _ => return Err(Unfair::Empty(e.n)),
        }
        if e.fingerprint.is_some_and(|f| f != game.fingerprint()) {
            return Err(Unfair::PositionDiffers(e.n));
        }
    }
    Ok(game)
}

/// Why a room's events do not replay from its revealed seed as the room played them.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Unfair {
    #[error(transparent)]
    Setup(#[from] crate::play::setup::SetupError),
    #[error("event {event}: {refused}")]
    Refused {
        event: u64,
        refused: crate::play::setup::Refused,
    },
    #[error("event {event}: the seed throws {seed}, the room said {room}")]
    ThrowDiffers { event: u64, seed: u8, room: u8 },
    #[error("event {0}: neither a throw nor an action")]
    Empty(u64),
    #[error("event {0}: the position differs from the room's after it")]
    PositionDiffers(u64),
    #[error("the revealed seed {0} does not match the hash published at the start")]
    SeedMismatch(u64),
}

impl Room {
    /// A room for `setup`, its seats as planned (as many as the game's players).
    pub fn new(
        code: String,
        setup: Setup,
        plans: &[SeatPlan],
        now: u64,
    ) -> Result<Room, RoomError> {
        if plans.len() != setup.players as usize {
            return Err(RoomError::Setup(format!(
                "{} seats planned for {} players",
                plans.len(),
                setup.players
            )));
        }
        if !plans.contains(&SeatPlan::Remote) {
            return Err(RoomError::Setup(
                "a room needs at least one remote seat".into(),
            ));
        }
        for (field, text) in [
            ("options", &setup.options),
            ("board", &setup.board),
            ("teams", &setup.teams),
        ] {
            check_field(field, text).map_err(|e| RoomError::Setup(e.to_string()))?;
        }
        let game = start(&setup).map_err(|e| RoomError::Setup(e.to_string()))?;
        Ok(Room {
            code,
            setup,
            game,
            seats: plans
                .iter()
                .map(|&plan| RoomSeat {
                    plan,
                    token: None,
                    connected: false,
                    gone_since: None,
                    name: String::new(),
                })
                .collect(),
            events: Vec::new(),
            started: false,
            ended_by_choice: false,
            last_active: now,
            max_events: MAX_EVENTS,
            minutes: None,
            clock: None,
            invite: None,
        })
    }

    /// The room as the store keeps it (without its events).
    pub fn saved(&self) -> SavedRoom {
        SavedRoom {
            code: self.code.clone(),
            setup: self.setup.clone(),
            seats: self
                .seats
                .iter()
                .map(|s| SavedSeat {
                    plan: s.plan,
                    token_hash: s.token.clone(),
                    name: s.name.clone(),
                })
                .collect(),
            started: self.started,
            minutes: self.minutes,
            used_ms: self.clock.map_or(0, |c| c.used_ms),
            invite_hash: self.invite.clone(),
        }
    }

    /// A room read back from the store, its events played again through the engine (each throw
    /// checked against the seed), at `now` with nobody connected.
    pub fn restore(
        saved: SavedRoom,
        events: Vec<GameEvent>,
        (minute_ms, now): (u64, u64),
    ) -> Result<Room, RoomError> {
        let plans: Vec<SeatPlan> = saved.seats.iter().map(|s| s.plan).collect();
        let mut room = Room::new(saved.code, saved.setup, &plans, now)?;
        if let Some(minutes) = saved.minutes {
            room.set_time_limit(minutes, minute_ms, now)?;
            if let Some(c) = room.clock.as_mut() {
                c.used_ms = saved.used_ms;
            }
        }
        for (seat, kept) in room.seats.iter_mut().zip(saved.seats) {
            seat.token = kept.token_hash;
            seat.name = kept.name;
            seat.gone_since = seat.token.is_some().then_some(now);
        }
        room.game =
            replay_events(&room.setup, &events).map_err(|e| RoomError::Setup(e.to_string()))?;
        room.events = events;
        room.started = saved.started;
        room.invite = saved.invite_hash;
        Ok(room)
    }

    /// A time limit of `minutes` of `minute_ms` each (Mehen only: the others have none), from `now`.
    pub fn set_time_limit(
        &mut self,
        minutes: u32,
        minute_ms: u64,
        now: u64,
    ) -> Result<(), RoomError> {
        if self.kind() != GameKind::Mehen {
            return Err(RoomError::Setup("only Mehen has a time limit".into()));
        }
        if !(1..=1440).contains(&minutes) {
            return Err(RoomError::Setup(format!(
                "{minutes} minutes is not a time limit (1 to 1440)"
            )));
        }
        self.clock = Some(Clock {
            limit_ms: u64::from(minutes) * minute_ms,
            used_ms: 0,
            last_ms: now,
        });
        self.minutes = Some(minutes);
        Ok(())
    }

    /// Brings the clock up to `now`: the time since it was last brought up counts if the game was
    /// in play with every person connected.
    pub fn tick(&mut self, now: u64) {
        let running = self.started
            && !self.is_over()
            && self
                .seats
                .iter()
                .all(|s| s.plan != SeatPlan::Remote || s.connected);
        if let Some(c) = self.clock.as_mut() {
            if running {
                c.used_ms += now.saturating_sub(c.last_ms);
            }
            c.last_ms = now;
        }
    }

    /// The time left on the clock (ms), when there is a limit.
    pub fn time_left_ms(&self) -> Option<u64> {
        self.clock.map(|c| c.limit_ms.saturating_sub(c.used_ms))
    }

    /// The time is up and a turn has just ended: the game ends on its tie-breakers, as an event
    /// every client replays.
    pub fn end_if_time_up(&mut self) -> Option<GameEvent> {
        if self.time_left_ms() != Some(0) || self.is_over() {
            return None;
        }
        let seat = self.game.seat_to_move().unwrap_or(0);
        let turn = self.game.turns();
        self.game.play(TIME_UP).ok()?;
        let event = GameEvent {
            n: self.events.len() as u64 + 1,
            seat,
            turn,
            throw: None,
            action: Some(TIME_UP.into()),
            fingerprint: Some(self.game.fingerprint()),
        };
        self.events.push(event.clone());
        Some(event)
    }

    pub fn kind(&self) -> GameKind {
        self.setup.kind
    }

    pub fn is_over(&self) -> bool {
        self.ended_without_winner() || self.game.winners().is_some()
    }

    /// The people at the table ended the game, or it ran past the room's bound.
    fn ended_without_winner(&self) -> bool {
        self.ended_by_choice || self.events.len() >= self.max_events
    }

    /// The host's seat: the first remote one.
    pub fn host(&self) -> u8 {
        self.seats
            .iter()
            .position(|s| s.plan == SeatPlan::Remote)
            .unwrap_or(0) as u8
    }

    /// A person takes `seat` (or the first free remote seat), with a fresh token.
    pub fn take_seat(&mut self, seat: Option<u8>, token: String) -> Result<u8, RoomError> {
        let free = |s: &RoomSeat| s.plan == SeatPlan::Remote && s.token.is_none();
        let n = match seat {
            Some(n) => {
                let s = self.seats.get(n as usize).ok_or(RoomError::NoSuchSeat(n))?;
                if !free(s) {
                    return Err(RoomError::SeatTaken(n));
                }
                n
            }
            None => self.seats.iter().position(free).ok_or(RoomError::Full)? as u8,
        };
        let s = &mut self.seats[n as usize];
        s.token = Some(token_hash(&token));
        s.connected = true;
        s.gone_since = None;
        Ok(n)
    }

    /// Names the seats, in order (the host's names from the room's creation, a joining player's own).
    pub fn name_seat(&mut self, seat: u8, name: &str) -> Result<(), RoomError> {
        let name = clean_name(name)?;
        if let (Some(s), Some(name)) = (self.seats.get_mut(seat as usize), name) {
            s.name = name;
        }
        Ok(())
    }

    /// The seat whose token this is.
    pub fn seat_of(&self, token: &str) -> Result<u8, RoomError> {
        self.seats
            .iter()
            .position(|s| s.token.as_deref() == Some(token_hash(token).as_str()))
            .map(|n| n as u8)
            .ok_or(RoomError::BadToken)
    }

    /// A seat's connection came back or was lost (at `now`).
    pub fn set_connected(&mut self, seat: u8, connected: bool, now: u64) {
        self.tick(now);
        if let Some(s) = self.seats.get_mut(seat as usize) {
            s.connected = connected;
            s.gone_since = (!connected).then_some(now);
        }
    }

    /// The host starts the game once every remote seat has a person.
    pub fn start_game(&mut self, by: u8) -> Result<Vec<GameEvent>, RoomError> {
        if self.started {
            return Err(RoomError::AlreadyStarted);
        }
        if by != self.host() {
            return Err(RoomError::NotHost);
        }
        if let Some(open) = self
            .seats
            .iter()
            .position(|s| s.plan == SeatPlan::Remote && s.token.is_none())
        {
            return Err(RoomError::SeatOpen(open as u8));
        }
        self.started = true;
        Ok(Vec::new())
    }

    /// Seat `seat` throws (`throw`) or plays an action written as the record writes it, on turn
    /// `turn`. A computer seat to move next is the server's to play ([`Room::computer_turn`]).
    pub fn act(&mut self, seat: u8, turn: u32, action: &str) -> Result<Vec<GameEvent>, RoomError> {
        if !self.started {
            return Err(RoomError::NotStarted);
        }
        if self.is_over() {
            return Err(RoomError::Over);
        }
        if self.game.seat_to_move() != Some(seat) {
            return Err(RoomError::NotYourTurn);
        }
        let now = self.game.turns();
        if turn != now {
            return Err(RoomError::StaleTurn { sent: turn, now });
        }
        if action == TIME_UP {
            return Err(RoomError::Refused(
                "only the room's clock ends a game on time".into(),
            ));
        }
        // The time ran out while this seat was about to start its turn.
        if let Some(end) = self.end_if_time_up() {
            return Ok(vec![end]);
        }
        Ok(vec![self.apply(seat, action)?])
    }

    /// Throws or plays for `seat`, through the engine; the event it makes.
    fn apply(&mut self, seat: u8, action: &str) -> Result<GameEvent, RoomError> {
        let turn = self.game.turns();
        let (throw, action) = if action == "throw" {
            if !self.game.throw_due() {
                return Err(RoomError::Refused("no throw is due now".into()));
            }
            let thrown = self
                .game
                .throw()
                .map_err(|e| RoomError::Refused(e.to_string()))?;
            (Some(thrown.value), None)
        } else {
            self.game
                .play(action)
                .map_err(|e| RoomError::Refused(e.to_string()))?;
            (None, Some(action.to_string()))
        };
        let event = GameEvent {
            n: self.events.len() as u64 + 1,
            seat,
            turn,
            throw,
            action,
            fingerprint: Some(self.game.fingerprint()),
        };
        self.events.push(event.clone());
        Ok(event)
    }

    /// The computer seat to move, if one is: its level and the seed of its choice. The server has it
    /// think off the room (over a fork of the game) and plays the answer with [`Room::play_computer`].
    pub fn computer_turn(&self) -> Option<ComputerTurn> {
        if !self.started || self.is_over() {
            return None;
        }
        let seat = self.game.seat_to_move()?;
        let level = match self.seats.get(seat as usize)?.plan {
            SeatPlan::Novice => Level::Novice,
            SeatPlan::Normal => Level::Normal,
            SeatPlan::Expert => Level::Expert,
            SeatPlan::Remote => return None,
        };
        // The computers' choices have their own seed, drawn from the room's (and hidden with it).
        let seed = (self.setup.seed ^ 0xC0FF_EE00_D15E_A5E5)
            ^ (self.events.len() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        Some(ComputerTurn {
            seat,
            level,
            seed,
            at_event: self.events.len() as u64,
        })
    }

    /// Plays a computer's choice (`None`: throw) made for `turn`, unless the game moved on since
    /// (the clock ended it, or a seat was handed over): then nothing happens.
    pub fn play_computer(
        &mut self,
        turn: &ComputerTurn,
        choice: Option<String>,
    ) -> Result<Vec<GameEvent>, RoomError> {
        if self.computer_turn().as_ref() != Some(turn) {
            return Ok(Vec::new());
        }
        if let Some(end) = self.end_if_time_up() {
            return Ok(vec![end]);
        }
        let action = choice.unwrap_or_else(|| "throw".into());
        Ok(vec![self.apply(turn.seat, &action)?])
    }

    /// The computer seats play while one of them is to move, each thinking in turn here (bounded:
    /// a game's length): a room played without a server (the tests, a replay).
    pub fn run_computers(&mut self) -> Vec<GameEvent> {
        let mut out = Vec::new();
        for _ in 0..100_000 {
            if let Some(end) = self.end_if_time_up() {
                out.push(end);
            }
            let Some(turn) = self.computer_turn() else {
                break;
            };
            let choice = self.game.computer(turn.level, turn.seed);
            match self.play_computer(&turn, choice) {
                Ok(events) => out.extend(events),
                // The engine refused its own computer's choice: stop rather than loop.
                Err(_) => break,
            }
        }
        out
    }

    /// The game has started and is not over.
    fn in_play(&self) -> Result<(), RoomError> {
        if !self.started {
            return Err(RoomError::NotStarted);
        }
        if self.is_over() {
            return Err(RoomError::Over);
        }
        Ok(())
    }

    /// A seat gone past its grace period is handed to the computer (the Normal level) by one of the
    /// people still at the table.
    pub fn hand_to_computer(
        &mut self,
        seat: u8,
        by: u8,
        now: u64,
        grace_ms: u64,
    ) -> Result<Vec<GameEvent>, RoomError> {
        self.in_play()?;
        let gone = self
            .seats
            .get(seat as usize)
            .ok_or(RoomError::NoSuchSeat(seat))?;
        if by == seat || !gone.past_grace(now, grace_ms) {
            return Err(RoomError::NotGone(seat));
        }
        let s = &mut self.seats[seat as usize];
        s.plan = SeatPlan::Normal;
        s.token = None;
        s.gone_since = None;
        Ok(Vec::new())
    }

    /// A seat gone past its grace period lets the people still at the table end the game instead
    /// (no winner).
    pub fn end_by_choice(
        &mut self,
        by: u8,
        now: u64,
        grace_ms: u64,
    ) -> Result<Vec<GameEvent>, RoomError> {
        self.in_play()?;
        let gone = self
            .seats
            .iter()
            .enumerate()
            .any(|(i, s)| i != by as usize && s.past_grace(now, grace_ms));
        if !gone {
            return Err(RoomError::NobodyGone);
        }
        self.ended_by_choice = true;
        Ok(Vec::new())
    }

    /// The lobby as every client sees it.
    pub fn lobby(&self) -> ServerMsg {
        ServerMsg::Lobby {
            code: self.code.clone(),
            game: self.kind().name().to_string(),
            options: self.setup.options.clone(),
            board: self.setup.board.clone(),
            teams: self.setup.teams.clone(),
            time_limit_minutes: self.minutes,
            board_ron: self.setup.board_ron.clone(),
            seats: self
                .seats
                .iter()
                .map(|s| SeatView {
                    kind: s.plan.name().to_string(),
                    taken: s.plan != SeatPlan::Remote || s.token.is_some(),
                    connected: s.plan != SeatPlan::Remote || s.connected,
                    name: s.name.clone(),
                })
                .collect(),
            started: self.started,
            invite_only: self.invite.is_some(),
        }
    }

    /// Who is to move, and (for that seat's client) what it may do.
    pub fn to_move(&self) -> Option<ServerMsg> {
        if self.ended_without_winner() {
            return None;
        }
        let seat = self.game.seat_to_move()?;
        Some(ServerMsg::ToMove {
            seat,
            turn: self.game.turns(),
            throw_due: self.game.throw_due(),
            legal: self.game.legal(),
            time_left_ms: self.time_left_ms(),
        })
    }

    /// The end of the game: winners, the seed and the whole record.
    pub fn end(&self) -> Option<ServerMsg> {
        let winners = if self.ended_without_winner() && self.game.winners().is_none() {
            0
        } else {
            self.game.winners()?
        };
        Some(ServerMsg::End {
            winners,
            seed: self.setup.seed,
            record: with_seed(self.game.record_text(), self.setup.seed),
        })
    }

    /// What a client coming back missed: the record so far and the events after `last_event`.
    pub fn catch_up(&self, last_event: u64) -> Vec<ServerMsg> {
        let mut out = vec![ServerMsg::Snapshot {
            record: public_record(&self.game.record_text()),
            last_event: self.events.len() as u64,
        }];
        out.extend(
            self.events
                .iter()
                .filter(|e| e.n > last_event)
                .cloned()
                .map(ServerMsg::Event),
        );
        out
    }
}
