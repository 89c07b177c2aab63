//! The skeleton every race game's screen shares (Senet, the Hyena game, family Mehen, Bak-Amen): for
//! a room's [`RaceMatch`], [`plugin`] gives it the keys
//! common to all, computer seats that think on the async compute pool, the pacing that lets a watcher
//! follow them, the throw shown on the table, the turn's [`TurnPhase`] and the busy report, all in the
//! frame's ordered [`GameSet`]s. A game adds its board, how its requests reach the engine, its
//! pieces' mirror, its HUD, its autosave (`files::records::autosave_match`) and its entry in the
//! registry.

use crate::ai::Level;
use crate::ai::race::RaceBot;
use crate::dice::Sticks;
use crate::play::race::RaceRules;
use crate::systems::race::race_match::{RaceMatch, RaceRoom};
use crate::systems::shared::busy::{ActsByItself, report_busy};
use crate::systems::shared::motion::{AnimSpeed, paced};
use crate::systems::shared::pondering::Pondering;
use crate::systems::shared::remote::Step;
use crate::systems::shared::seats::{SeatKind, SeatSetup};
use crate::systems::shared::state::{GameSet, TurnPhase};
use crate::systems::shared::stick_view::{ShownDice, ShownThrow};
use bevy::prelude::*;
use std::marker::PhantomData;

pub use crate::play::ThrowFaces;

/// The match as its screen reads it.
impl<G: RaceRoom> RaceMatch<G> {
    pub fn game(&self) -> &G {
        &self.play.game
    }

    /// The fingerprint of where the game stands (the server's, online, after each event).
    pub fn fingerprint(&self) -> std::num::NonZeroU64 {
        crate::play::Match::fingerprint(&self.play)
    }

    pub fn seats(&self) -> &[SeatSetup] {
        &self.seats
    }

    pub fn legal(&self) -> &[G::Action] {
        &self.play.legal
    }

    pub fn log(&self) -> &[crate::i18n::Said] {
        &self.log
    }

    pub fn seed(&self) -> u64 {
        self.play.seed
    }

    /// The last throw as it lies, and a serial that changes with every throw.
    pub fn shown_throw(&self) -> Option<(ThrowFaces, u32)> {
        self.play.last.as_ref().map(|t| (t.faces.clone(), t.serial))
    }

    /// The sticks or dice the match throws with (a lesson loads its throws in them).
    pub fn throws_mut(&mut self) -> &mut Sticks {
        &mut self.play.throws
    }

    /// Puts `game` on the table in place of the one played (a lesson step played again).
    pub fn set_game(&mut self, game: G) {
        self.play.set_game(game);
        G::refreshed(self);
    }

    /// What the panel says while nobody here is to move: the computer plays, or a player online.
    pub fn playing_label(&self) -> &'static str {
        if self.remote_to_move() {
            "hud-online-playing"
        } else {
            "race-computer-playing"
        }
    }

    /// Is the seat to move played elsewhere (an online game)?
    pub fn remote_to_move(&self) -> bool {
        self.remote
            .as_ref()
            .zip(self.game().seat_to_move())
            .is_some_and(|(r, s)| r.drives(s))
    }

    /// The level of the computer seat to move, if a computer is to move.
    pub fn computer_level(&self) -> Option<Level> {
        let seat = self.game().seat_to_move()?;
        match self.seats().get(usize::from(seat))?.kind {
            SeatKind::Computer(level) => Some(level),
            SeatKind::Human => None,
        }
    }

    /// Is the seat to move played by no one at this screen (the computer, or a player online)?
    pub fn computer_to_move(&self) -> bool {
        self.computer_level().is_some() || self.remote_to_move()
    }

    /// The bot's choice for the seat to move, worked out here (the screen thinks on the async pool):
    /// an action, or `None` to throw.
    pub fn computer_choice(&self) -> Option<G::Action> {
        let level = self.computer_level()?;
        let seat = self.game().seat_to_move()?;
        RaceBot::new(level, self.seed() ^ u64::from(seat)).choose(self.game(), self.legal())
    }

    /// Will the game move on without a person (a computer's turn, or one thing to do)?
    pub fn moves_on_alone(&self) -> bool {
        self.game().winners().is_none() && (self.computer_to_move() || G::automatic(self).is_some())
    }

    /// Where the turn stands.
    pub fn phase(&self) -> TurnPhase {
        if self.game().winners().is_some() {
            TurnPhase::Over
        } else if self.game().throw_due() {
            TurnPhase::Throw
        } else {
            TurnPhase::Move
        }
    }

    /// Changes with every decision of the game (a throw, a move, an action instead of a throw).
    pub fn decision(&self) -> (u32, bool, usize) {
        (
            self.game().turn_count(),
            self.game().throw_due(),
            self.log().len(),
        )
    }
}

impl<G: RaceRoom> ActsByItself for RaceMatch<G> {
    fn acts_by_itself(&self) -> bool {
        self.moves_on_alone()
    }
}

/// A choice being worked out beside the game ([`Pondering`]), for a computer seat or as a hint.
#[derive(Resource)]
pub struct Thinking<G: RaceRoom> {
    task: Option<Pondering<Option<G::Action>>>,
    /// The decision it is for, and whether it is a hint.
    for_decision: Option<((u32, bool, usize), bool)>,
    ready: Option<Option<G::Action>>,
    pace: Option<Timer>,
    _match: PhantomData<fn() -> G>,
}

impl<G: RaceRoom> Default for Thinking<G> {
    fn default() -> Self {
        Thinking {
            task: None,
            for_decision: None,
            ready: None,
            pace: None,
            _match: PhantomData,
        }
    }
}

impl<G: RaceRoom> Thinking<G> {
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    fn start(&mut self, m: &RaceMatch<G>, level: Level, seed: u64, hint: bool) {
        self.task = Some(Pondering::start(
            RaceBot::new(level, seed).begin(m.game(), m.legal()),
        ));
        self.for_decision = Some((m.decision(), hint));
    }

    /// Asks for the Expert's choice for the person to move; it arrives through
    /// [`RaceRoom::set_hint`]. Not in a lesson: it teaches its own move, which the Expert's choice
    /// could contradict.
    pub fn ask_hint(&mut self, m: &RaceMatch<G>) {
        if self.task.is_none()
            && m.coach.as_ref().is_none()
            && !m.computer_to_move()
            && !m.game().throw_due()
        {
            self.start(m, Level::Expert, m.seed(), true);
        }
    }
}

/// A person's keys: Space throws (when a throw is due), then the screen's own.
fn keys<G: RaceRoom>(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Option<Res<RaceMatch<G>>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut out: MessageWriter<G::Request>,
) {
    let (Some(keys), Some(m)) = (keys, m) else {
        return;
    };
    if m.computer_to_move() {
        return;
    }
    let mut requests = Vec::new();
    let throw_due = phase.is_some_and(|p| *p.get() == TurnPhase::Throw);
    if keys.just_pressed(KeyCode::Space) && throw_due {
        requests.push(G::throw_request());
    }
    G::key_requests(&m, &keys, &mut requests);
    out.write_batch(requests);
}

/// Computer seats throw and play after a short pause, their choices worked out on the async compute
/// pool; a person with one thing to do has it done after a moment. Hints arrive here too.
fn computer<G: RaceRoom>(
    speed: Res<AnimSpeed>,
    time: Res<Time>,
    m: Option<ResMut<RaceMatch<G>>>,
    mut thinking: ResMut<Thinking<G>>,
    mut out: MessageWriter<G::Request>,
) {
    let Some(mut m) = m else { return };
    let decision = m.decision();
    if thinking.for_decision.is_some_and(|(d, _)| d != decision) {
        *thinking = Thinking::default();
    }
    if let Some(task) = thinking.task.as_mut()
        && let Some(choice) = task.poll()
    {
        thinking.task = None;
        if thinking.for_decision.is_some_and(|(_, hint)| hint) {
            G::set_hint(&mut m, choice);
        } else {
            thinking.ready = Some(choice);
        }
    }
    if m.remote.as_ref().is_some() {
        play_remote(&*m, &mut out);
        // A seat played elsewhere waits for the server; a computer seat here keeps its pace (reset
        // each frame, its timer would never run out).
        if m.remote_to_move() {
            thinking.pace = None;
            return;
        }
    }
    if !m.moves_on_alone() {
        thinking.pace = None;
        return;
    }
    let level = m.computer_level();
    if let Some(level) = level
        && thinking.task.is_none()
        && thinking.ready.is_none()
    {
        if m.legal().is_empty() {
            // Nothing to weigh: the seat throws.
            thinking.ready = Some(None);
        } else {
            let seat = m.game().seat_to_move().unwrap_or(0);
            thinking.start(&m, level, m.seed() ^ u64::from(seat), false);
        }
    }
    let seconds = if level.is_some() {
        G::COMPUTER_PACE
    } else {
        G::AUTOMATIC_PACE
    };
    let timer = thinking.pace.get_or_insert_with(|| paced(seconds, &speed));
    timer.tick(time.delta());
    if !timer.is_finished() {
        return;
    }
    if level.is_none() {
        thinking.pace = None;
        if let Some(request) = G::automatic(&m) {
            out.write(request);
        }
        return;
    }
    if let Some(choice) = thinking.ready.take() {
        thinking.pace = None;
        out.write(G::request_for(&m, choice));
    }
}

/// Online: a throw from the server is thrown (whoever's it is), and a seat played elsewhere plays
/// the move the server tells.
fn play_remote<G: RaceRoom>(m: &RaceMatch<G>, out: &mut MessageWriter<G::Request>) {
    let Some(remote) = m.remote.as_ref() else {
        return;
    };
    // The requests of the frame before have been played: the position stands on the steps taken.
    remote.show_position(Some(m.fingerprint()));
    if m.game().winners().is_some() {
        return;
    }
    match remote.peek() {
        Some(Step::Throw(_)) if m.game().throw_due() => {
            out.write(G::throw_request());
        }
        Some(Step::Action(_)) if m.remote_to_move() => {
            let text = remote.take_action().unwrap_or_default();
            if let Some(action) = <G as RaceRules>::parse_action(&text) {
                out.write(G::request_for(m, Some(action)));
            }
        }
        _ => {}
    }
}

impl<G: RaceRoom> ActsByItself for Thinking<G> {
    fn acts_by_itself(&self) -> bool {
        self.busy()
    }
}

/// Tells the stick or dice view about each new throw.
fn show_throw<G: RaceRoom>(
    m: Option<Res<RaceMatch<G>>>,
    mut sticks: ResMut<ShownThrow>,
    mut dice: ResMut<ShownDice>,
) {
    let Some((faces, serial)) = m.and_then(|m| m.shown_throw()) else {
        return;
    };
    match faces {
        ThrowFaces::Sticks(flat) if sticks.serial != serial || sticks.flat.is_empty() => {
            sticks.flat = flat;
            sticks.serial = serial;
        }
        ThrowFaces::Dice(faces) if dice.serial != serial || dice.faces.is_empty() => {
            dice.faces = faces;
            dice.serial = serial;
        }
        _ => {}
    }
}

/// The turn's phase follows the engine.
fn track_phase<G: RaceRoom>(
    m: Option<Res<RaceMatch<G>>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let (Some(m), Some(phase)) = (m, phase) else {
        return;
    };
    let now = m.phase();
    if *phase.get() != now {
        next.set(now);
    }
}

/// The last move's squares (the newest log line naming any) for the board's mark.
fn last_move<G: RaceRoom>(
    m: Option<Res<RaceMatch<G>>>,
    mut last: ResMut<crate::systems::shared::space_labels::LastMoveSpaces>,
) {
    let Some(m) = m.filter(|m| m.is_changed()) else {
        return;
    };
    let spaces = m
        .log_spaces
        .last()
        .map(|(_, s)| s.clone())
        .unwrap_or_default();
    last.set_if_neq(crate::systems::shared::space_labels::LastMoveSpaces(spaces));
}

/// The shared systems of race game `G`, each in its place in the frame, on `G`'s screen only.
pub fn plugin<G: RaceRoom>(app: &mut App) {
    app.add_message::<G::Request>()
        .init_resource::<Thinking<G>>()
        .add_systems(
            Update,
            (
                (keys::<G>, computer::<G>, forget_refusal::<G>)
                    .chain()
                    .in_set(GameSet::Input),
                handle::<G>.in_set(GameSet::Engine),
                (show_throw::<G>, track_phase::<G>, last_move::<G>).in_set(GameSet::Mirror),
                report_busy::<RaceMatch<G>>,
            )
                .run_if(in_state(G::STATE)),
        )
        .add_systems(Update, report_busy::<Thinking<G>>);
}

/// A tap that brought the board closer starts afresh: the refusal of an earlier tap goes.
fn forget_refusal<G: RaceRoom>(
    mut closer: MessageReader<crate::systems::shared::zoom::BroughtCloser>,
    m: Option<ResMut<RaceMatch<G>>>,
) {
    if closer.read().count() > 0
        && let Some(mut m) = m
    {
        m.notice = None;
    }
}

/// The frame's requests, each handed to the room to do.
fn handle<G: RaceRoom>(
    mut requests: MessageReader<G::Request>,
    m: Option<ResMut<RaceMatch<G>>>,
    mut thinking: ResMut<Thinking<G>>,
) {
    let Some(mut m) = m else {
        requests.clear();
        return;
    };
    // A lesson's step whose point is made waits for the learner to go on (Next or Again).
    if m.coach.as_ref().is_some_and(|c| c.waiting.is_some()) {
        requests.clear();
        return;
    }
    for &request in requests.read() {
        if G::handle(&mut m, request) {
            thinking.ask_hint(&m);
        }
    }
}

/// A match of `players` Normal computer seats, made by `new` and played on by them while `more`
/// holds, then on to the first seat's next move, which a person makes (the screenshot scenes
/// show a person's turn: what to do, the pieces that can move and where they go).
pub fn demo_match<G: RaceRoom>(
    players: u8,
    new: impl FnOnce(Vec<SeatSetup>) -> Option<RaceMatch<G>>,
    more: impl Fn(&RaceMatch<G>) -> bool,
) -> Option<RaceMatch<G>> {
    let mut seats = SeatSetup::defaults(players);
    for s in &mut seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    let mut m = new(seats)?;
    play_on(&mut m, more);
    play_on(&mut m, |m| {
        m.game().seat_to_move() != Some(0) || m.game().throw_due()
    });
    m.seats[0].kind = SeatKind::Human;
    Some(m)
}

/// Computer seats play `m` on, straight through the engine, while `more` holds.
fn play_on<G: RaceRoom>(m: &mut RaceMatch<G>, more: impl Fn(&RaceMatch<G>) -> bool) {
    while more(m) && m.game().winners().is_none() {
        match m.computer_choice() {
            Some(a) => {
                if m.play(a).is_err() {
                    return;
                }
            }
            None if m.game().throw_due() => m.throw(),
            None => return,
        }
    }
}
