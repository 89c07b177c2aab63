//! The skeleton every race game's screen shares (Senet, the Hyena game, family Mehen, Bak-Amen): a
//! match resource around a [`RaceGame`] implements [`RaceScreen`], and [`plugin`] gives it the keys
//! common to all, computer seats that think on the async compute pool, the pacing that lets a watcher
//! follow them, the throw shown on the table, the turn's [`TurnPhase`] and the busy report, all in the
//! frame's ordered [`GameSet`]s. A game adds its board, how its requests reach the engine, its
//! pieces' mirror, its HUD, its autosave (`files::records::autosave_match`) and its entry in the
//! registry.

use crate::ai::Level;
use crate::ai::race::{Evaluate, RaceBot};
use crate::dice::Sticks;
use crate::rules::common::race::RaceGame;
use crate::systems::shared::busy::{ActsByItself, report_busy};
use crate::systems::shared::motion::{AnimSpeed, paced};
use crate::systems::shared::pondering::Pondering;
use crate::systems::shared::registry::RecordedMatch;
use crate::systems::shared::remote::{RemoteFeed, Step};
use crate::systems::shared::seats::{SeatKind, SeatSetup};
use crate::systems::shared::state::{AppState, GameSet, TurnPhase};
use crate::systems::shared::stick_view::{ShownDice, ShownThrow};
use crate::tutorial::race::{LessonGame, RaceCoach};
use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use std::marker::PhantomData;

/// The action type of a screen's game.
pub type ActionOf<M> = <<M as RaceScreen>::Game as RaceGame>::Action;

pub use crate::play::ThrowFaces;

/// A race game's match as its screen plays it.
pub trait RaceScreen: RecordedMatch + Resource<Mutability = Mutable> + Sized {
    type Game: Evaluate<Action: Send + Sync + 'static> + LessonGame + Send + Sync + 'static;
    /// What a person (or a computer seat, or a test) asks of the screen.
    type Request: Message + Copy;
    /// The screen that shows the match.
    const STATE: AppState;
    /// Seconds a computer seat waits before each throw or move, so a watcher can follow.
    const COMPUTER_PACE: f32 = 0.7;
    /// Seconds before the one thing a person can do is done for them.
    const AUTOMATIC_PACE: f32 = 0.7;

    fn game(&self) -> &Self::Game;
    /// The fingerprint of where the game stands (the server's, online, after each event).
    fn fingerprint(&self) -> std::num::NonZeroU64;
    fn seats(&self) -> &[SeatSetup];
    fn legal(&self) -> &[ActionOf<Self>];
    fn log(&self) -> &[crate::i18n::Said];
    fn seed(&self) -> u64;
    /// The request for a bot's choice (`None`: throw).
    fn request_for(&self, choice: Option<ActionOf<Self>>) -> Self::Request;
    /// The throw request (Space).
    fn throw_request() -> Self::Request;
    /// What is done for a person left with nothing to choose, or `None` when there is a choice.
    fn automatic(&self) -> Option<Self::Request>;
    /// The screen's own keys besides Space, for a person to move.
    fn key_requests(&self, keys: &ButtonInput<KeyCode>, out: &mut Vec<Self::Request>);
    /// The last throw as it lies, and a serial that changes with every throw.
    fn shown_throw(&self) -> Option<(ThrowFaces, u32)>;
    /// Throws for the seat to move.
    fn throw_now(&mut self);
    /// Plays an action of the seat to move; `Err` changes nothing.
    fn act(&mut self, action: ActionOf<Self>) -> Result<(), String>;
    /// A hint worked out for the person to move (screens that offer hints keep it).
    fn set_hint(&mut self, _hint: Option<ActionOf<Self>>) {}
    /// The lesson step's coach, while a lesson is played on the match (its moves go through
    /// [`RaceCoach::judge`] before the engine).
    fn coach(&self) -> Option<&RaceCoach<Self::Game>>;
    fn coach_mut(&mut self) -> &mut Option<RaceCoach<Self::Game>>;
    /// The sticks or dice the match throws with (a lesson loads its throws in them).
    fn throws_mut(&mut self) -> &mut Sticks;
    /// Puts `game` on the table in place of the one played (a lesson step played again).
    fn set_game(&mut self, game: Self::Game);
    /// An online game's seats played elsewhere.
    fn remote(&self) -> Option<&RemoteFeed> {
        None
    }
    /// An action as the record writes it, read back (a move from the server).
    fn parse_action(text: &str) -> Option<ActionOf<Self>>;

    /// What the panel says while nobody here is to move: the computer plays, or a player online.
    fn playing_label(&self) -> &'static str {
        if self.remote_to_move() {
            "hud-online-playing"
        } else {
            "race-computer-playing"
        }
    }

    /// Is the seat to move played elsewhere (an online game)?
    fn remote_to_move(&self) -> bool {
        self.remote()
            .zip(self.game().seat_to_move())
            .is_some_and(|(r, s)| r.drives(s))
    }

    /// The level of the computer seat to move, if a computer is to move.
    fn computer_level(&self) -> Option<Level> {
        let seat = self.game().seat_to_move()?;
        match self.seats().get(usize::from(seat))?.kind {
            SeatKind::Computer(level) => Some(level),
            SeatKind::Human => None,
        }
    }

    /// Is the seat to move played by no one at this screen (the computer, or a player online)?
    fn computer_to_move(&self) -> bool {
        self.computer_level().is_some() || self.remote_to_move()
    }

    /// The bot's choice for the seat to move, worked out here (the screen thinks on the async pool):
    /// an action, or `None` to throw.
    fn computer_choice(&self) -> Option<ActionOf<Self>> {
        let level = self.computer_level()?;
        let seat = self.game().seat_to_move()?;
        RaceBot::new(level, self.seed() ^ u64::from(seat)).choose(self.game(), self.legal())
    }

    /// Will the game move on without a person (a computer's turn, or one thing to do)?
    fn moves_on_alone(&self) -> bool {
        self.game().winners().is_none() && (self.computer_to_move() || self.automatic().is_some())
    }

    /// Where the turn stands.
    fn phase(&self) -> TurnPhase {
        if self.game().winners().is_some() {
            TurnPhase::Over
        } else if self.game().throw_due() {
            TurnPhase::Throw
        } else {
            TurnPhase::Move
        }
    }

    /// Changes with every decision of the game (a throw, a move, an action instead of a throw).
    fn decision(&self) -> (u32, bool, usize) {
        (
            self.game().turn_count(),
            self.game().throw_due(),
            self.log().len(),
        )
    }
}

impl<M: RaceScreen> ActsByItself for M {
    fn acts_by_itself(&self) -> bool {
        self.moves_on_alone()
    }
}

/// A choice being worked out beside the game ([`Pondering`]), for a computer seat or as a hint.
#[derive(Resource)]
pub struct Thinking<M: RaceScreen> {
    task: Option<Pondering<Option<ActionOf<M>>>>,
    /// The decision it is for, and whether it is a hint.
    for_decision: Option<((u32, bool, usize), bool)>,
    ready: Option<Option<ActionOf<M>>>,
    pace: Option<Timer>,
    _match: PhantomData<fn() -> M>,
}

impl<M: RaceScreen> Default for Thinking<M> {
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

impl<M: RaceScreen> Thinking<M> {
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    fn start(&mut self, m: &M, level: Level, seed: u64, hint: bool) {
        self.task = Some(Pondering::start(
            RaceBot::new(level, seed).begin(m.game(), m.legal()),
        ));
        self.for_decision = Some((m.decision(), hint));
    }

    /// Asks for the Expert's choice for the person to move; it arrives through
    /// [`RaceScreen::set_hint`]. Not in a lesson: it teaches its own move, which the Expert's choice
    /// could contradict.
    pub fn ask_hint(&mut self, m: &M) {
        if self.task.is_none()
            && m.coach().is_none()
            && !m.computer_to_move()
            && !m.game().throw_due()
        {
            self.start(m, Level::Expert, m.seed(), true);
        }
    }
}

/// A person's keys: Space throws (when a throw is due), then the screen's own.
fn keys<M: RaceScreen>(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    m: Option<Res<M>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut out: MessageWriter<M::Request>,
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
        requests.push(M::throw_request());
    }
    m.key_requests(&keys, &mut requests);
    out.write_batch(requests);
}

/// Computer seats throw and play after a short pause, their choices worked out on the async compute
/// pool; a person with one thing to do has it done after a moment. Hints arrive here too.
fn computer<M: RaceScreen>(
    speed: Res<AnimSpeed>,
    time: Res<Time>,
    m: Option<ResMut<M>>,
    mut thinking: ResMut<Thinking<M>>,
    mut out: MessageWriter<M::Request>,
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
            m.set_hint(choice);
        } else {
            thinking.ready = Some(choice);
        }
    }
    if m.remote().is_some() {
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
        M::COMPUTER_PACE
    } else {
        M::AUTOMATIC_PACE
    };
    let timer = thinking.pace.get_or_insert_with(|| paced(seconds, &speed));
    timer.tick(time.delta());
    if !timer.is_finished() {
        return;
    }
    if level.is_none() {
        thinking.pace = None;
        if let Some(request) = m.automatic() {
            out.write(request);
        }
        return;
    }
    if let Some(choice) = thinking.ready.take() {
        thinking.pace = None;
        out.write(m.request_for(choice));
    }
}

/// Online: a throw from the server is thrown (whoever's it is), and a seat played elsewhere plays
/// the move the server tells.
fn play_remote<M: RaceScreen>(m: &M, out: &mut MessageWriter<M::Request>) {
    let Some(remote) = m.remote() else { return };
    // The requests of the frame before have been played: the position stands on the steps taken.
    remote.show_position(Some(m.fingerprint()));
    if m.game().winners().is_some() {
        return;
    }
    match remote.peek() {
        Some(Step::Throw(_)) if m.game().throw_due() => {
            out.write(M::throw_request());
        }
        Some(Step::Action(_)) if m.remote_to_move() => {
            let text = remote.take_action().unwrap_or_default();
            if let Some(action) = M::parse_action(&text) {
                out.write(m.request_for(Some(action)));
            }
        }
        _ => {}
    }
}

impl<M: RaceScreen> ActsByItself for Thinking<M> {
    fn acts_by_itself(&self) -> bool {
        self.busy()
    }
}

/// Tells the stick or dice view about each new throw.
fn show_throw<M: RaceScreen>(
    m: Option<Res<M>>,
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
fn track_phase<M: RaceScreen>(
    m: Option<Res<M>>,
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

/// The shared systems of race screen `M`, each in its place in the frame, on `M`'s screen only.
pub fn plugin<M: RaceScreen>(app: &mut App) {
    app.add_message::<M::Request>()
        .init_resource::<Thinking<M>>()
        .add_systems(
            Update,
            (
                (keys::<M>, computer::<M>).chain().in_set(GameSet::Input),
                (show_throw::<M>, track_phase::<M>).in_set(GameSet::Mirror),
                report_busy::<M>,
            )
                .run_if(in_state(M::STATE)),
        )
        .add_systems(Update, report_busy::<Thinking<M>>);
}

/// A match of `players` Normal computer seats, made by `new` and played on by them while `more`
/// holds (the screenshot scenes).
pub fn demo_match<M: RaceScreen>(
    players: u8,
    new: impl FnOnce(Vec<SeatSetup>) -> Result<M, String>,
    more: impl Fn(&M) -> bool,
) -> Option<M> {
    let mut seats = SeatSetup::defaults(players);
    for s in &mut seats {
        s.kind = SeatKind::Computer(Level::Normal);
    }
    let mut m = new(seats).ok()?;
    play_on(&mut m, more);
    Some(m)
}

/// Computer seats play `m` on, straight through the engine, while `more` holds.
fn play_on<M: RaceScreen>(m: &mut M, more: impl Fn(&M) -> bool) {
    while more(m) && m.game().winners().is_none() {
        match m.computer_choice() {
            Some(a) => {
                if m.act(a).is_err() {
                    return;
                }
            }
            None if m.game().throw_due() => m.throw_now(),
            None => return,
        }
    }
}
