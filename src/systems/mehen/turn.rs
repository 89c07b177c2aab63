//! A turn through the engine: requests (from keys, clicks, buttons, or tests) become throws and
//! actions; the engine's events go to the animation queue. No rule is decided here: legality, options
//! and destinations all come from the engine.

use crate::i18n::Said;
use crate::rules::mehen::position::Cell;
use crate::rules::mehen::{Action, PieceMove, Seat};
use crate::systems::mehen::draft::TurnDraft;
use crate::systems::mehen::pieces::{AnimSpeed, EventQueue};
use crate::systems::mehen::sitting::{MehenScreen, MehenScreenMut, ScreenMut};
use crate::systems::mehen::table::{Coach, Table, TableSettings};
use crate::systems::shared::pondering::Pondering;
use crate::systems::shared::state::{GameSet, Paused, TurnPhase};
use crate::systems::shared::wake::Wake;
use bevy::prelude::*;

/// What a player (or a test, or the autoplayer) asks for.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum Request {
    Throw,
    /// A click on a board space (the head included) or on the tail pen.
    Click(Target),
    /// Pick option `n` of the selected piece.
    Option(usize),
    Confirm,
    Undo,
    /// Give up the turn at once (a computer's pass, or a player's confirmed forfeit).
    Forfeit,
    /// A player asks to give up the turn: asked first, done on a second F or Enter.
    AskForfeit,
    /// Esc: the question is dropped.
    CancelForfeit,
    /// Ask the Expert what it would play (a human seat, while choosing).
    Hint,
    /// Ctrl+Z: back to the start of a person's last turn, with the same throw (games that allow it).
    TakeBack,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Space(u8),
    Tail(Seat),
}

/// Enters a chosen action the way a player does, one request per frame: click each piece, pick its
/// option, confirm. Used by computer seats and the autoplayer, so their moves animate like a human's.
#[derive(Debug, Default)]
pub struct Driver {
    pending: std::collections::VecDeque<PieceMove>,
    clicked: bool,
    planned: bool,
}

impl Driver {
    /// Is a move being entered?
    pub fn is_planned(&self) -> bool {
        self.planned
    }

    /// Enters the rest of a turn the player began: `rest`, then Confirm.
    pub fn finishing(rest: impl IntoIterator<Item = PieceMove>) -> Driver {
        Driver {
            pending: rest.into_iter().collect(),
            clicked: false,
            planned: true,
        }
    }

    /// Forget the plan (a new turn).
    pub fn reset(&mut self) {
        self.planned = false;
        self.pending.clear();
        self.clicked = false;
    }

    /// The next request for the turn being entered; `choose` is asked once per turn.
    pub fn step(
        &mut self,
        table: &mut ScreenMut<'_>,
        choose: impl FnOnce(&mut ScreenMut<'_>) -> Option<Action>,
    ) -> Option<Request> {
        if !self.planned {
            let a = choose(table)?;
            self.pending = a.moves().collect();
            self.planned = true;
            self.clicked = false;
            if a.is_pass() {
                return Some(Request::Forfeit);
            }
        }
        let Some(&m) = self.pending.front() else {
            return Some(Request::Confirm);
        };
        if !self.clicked {
            self.clicked = true;
            let target = match m.from() {
                Some(s) => Target::Space(s),
                None => Target::Tail(table.game().to_move().unwrap_or_default()),
            };
            return Some(Request::Click(target));
        }
        self.clicked = false;
        match table
            .draft
            .selected
            .as_ref()
            .and_then(|s| s.options.iter().position(|o| o.0 == m))
        {
            Some(i) => {
                self.pending.pop_front();
                Some(Request::Option(i))
            }
            // The click did not offer the move: give up the turn rather than loop.
            None => Some(Request::Forfeit),
        }
    }
}

/// At animation speed 1, the computer's pause before it throws, and before each click of its move.
const COMPUTER_THROW_PAUSE: f32 = 0.9;
const COMPUTER_STEP_PAUSE: f32 = 0.45;

/// The computer seats' hands: a short pause, then the throw; then the bot thinks beside the game
/// ([`Pondering`]: the window stays live) and its move is entered like clicks.
#[derive(Resource, Default)]
pub struct ComputerHand {
    pub driver: Driver,
    pause: Option<Timer>,
    thinking: Option<Pondering<Action>>,
    /// The table the thought is for (a load or a new game drops it).
    thinking_for: Option<(u64, u32)>,
    ready: Option<Action>,
}

/// Starts `bot` thinking about `game` beside the game.
pub fn think(bot: crate::ai::Bot, game: &crate::rules::mehen::Game) -> Pondering<Action> {
    Pondering::start(bot.begin(game))
}

fn computer_seats(
    time: Res<Time>,
    mut hand: ResMut<ComputerHand>,
    mut screen: MehenScreenMut,
    phase: Res<State<TurnPhase>>,
    (queue, speed): (Res<EventQueue>, Res<AnimSpeed>),
    paused: Res<Paused>,
    mut out: MessageWriter<Request>,
) {
    let mut table = screen.view_mut();
    if paused.0 || !table.computer_to_move() || queue.busy() {
        return;
    }
    match phase.get() {
        TurnPhase::Throw => {
            hand.driver.reset();
            hand.thinking = None;
            hand.thinking_for = None;
            hand.ready = None;
            table.thinking = false;
            // A seat played elsewhere throws when the server says so (`remote_throws`).
            if table.remote_to_move() {
                return;
            }
            let pause = hand.pause.get_or_insert_with(|| {
                crate::systems::mehen::pieces::paced(COMPUTER_THROW_PAUSE, &speed)
            });
            pause.tick(time.delta());
            if pause.is_finished() {
                hand.pause = None;
                out.write(Request::Throw);
            }
        }
        TurnPhase::Move => {
            let hand = &mut *hand;
            let turn = (table.id, table.game().turns());
            if hand.thinking_for != Some(turn) {
                hand.thinking_for = Some(turn);
                hand.driver.reset();
                hand.ready = None;
                // A move the server tells (a seat elsewhere, or this seat's own being caught up)
                // is not thought about.
                hand.thinking = (!table.remote_to_move())
                    .then(|| table.bot_to_move())
                    .flatten()
                    .map(|b| think(b, table.game()));
                table.thinking = hand.thinking.is_some();
            }
            // A seat played elsewhere: its move is entered once the server tells it.
            if table.remote_to_move() && hand.ready.is_none() && !hand.driver.is_planned() {
                let Some(text) = table.remote.as_ref().and_then(|r| r.take_action()) else {
                    return;
                };
                match Action::parse(&text, 0) {
                    Ok(action) => hand.ready = Some(action),
                    Err(_) => {
                        table.notice = Some(Said::message("online-out-of-step", &[]));
                        return;
                    }
                }
            }
            if let Some(task) = &mut hand.thinking {
                match task.poll() {
                    Some(action) => {
                        hand.ready = Some(action);
                        hand.thinking = None;
                        table.thinking = false;
                    }
                    None => return,
                }
            }
            // Each click of the computer's move waits a moment, so a person sees the piece chosen
            // and where it goes before it moves.
            // A backlog (a watcher catching up) is entered without the pauses.
            let catching_up = table.remote.as_ref().is_some_and(|r| r.backlog() > 2);
            if (hand.ready.is_some() || hand.driver.is_planned()) && !catching_up {
                let pause = hand.pause.get_or_insert_with(|| {
                    crate::systems::mehen::pieces::paced(COMPUTER_STEP_PAUSE, &speed)
                });
                pause.tick(time.delta());
                if !pause.is_finished() {
                    return;
                }
                hand.pause = None;
            }
            let ready = &mut hand.ready;
            if let Some(r) = hand.driver.step(&mut table, |_| ready.take()) {
                out.write(r);
            }
        }
        _ => {}
    }
}

/// Online, every throw comes from the server: once one is here it is thrown, whoever's it is.
fn remote_throws(
    screen: MehenScreen,
    phase: Res<State<TurnPhase>>,
    queue: Res<EventQueue>,
    paused: Res<Paused>,
    mut out: MessageWriter<Request>,
) {
    let table = screen.view();
    let Some(remote) = &table.remote else { return };
    // Between turns, with nothing being shown, every step taken has been played.
    let settled = !queue.busy() && *phase.get() == TurnPhase::Throw;
    remote.show_position(settled.then(|| table.game().fingerprint()));
    if !paused.0
        && !queue.busy()
        && *phase.get() == TurnPhase::Throw
        && matches!(
            remote.peek(),
            Some(crate::systems::shared::remote::Step::Throw(_))
        )
    {
        out.write(Request::Throw);
    }
}

/// The Expert thinking about a hint for the human to move.
#[derive(Resource, Default)]
pub struct HintHand {
    task: Option<Pondering<Action>>,
    for_turn: Option<(u64, u32)>,
}

fn hints(
    mut requests: MessageReader<Request>,
    mut hand: ResMut<HintHand>,
    (mut table, mut draft): (ResMut<Table>, ResMut<TurnDraft>),
    phase: Res<State<TurnPhase>>,
) {
    let turn = (table.id, table.game().turns());
    let asked = requests.read().any(|r| *r == Request::Hint);
    if *phase.get() != TurnPhase::Move || hand.for_turn.is_some_and(|t| t != turn) {
        hand.task = None;
        hand.for_turn = None;
    }
    // A lesson teaches its own move (its hint, Show me): the Expert's choice could differ.
    if asked
        && *phase.get() == TurnPhase::Move
        && !table.computer_to_move()
        && table.coach.is_none()
        && draft.hint.is_none()
        && hand.task.is_none()
    {
        let seed = table.seed;
        let bot = crate::ai::Bot::new(crate::ai::Level::Expert, seed);
        hand.task = Some(think(bot, table.game()));
        hand.for_turn = Some(turn);
    }
    if let Some(task) = &mut hand.task
        && let Some(action) = task.poll()
    {
        hand.task = None;
        draft.hint = Some(action);
        // The hint answers what to do now: a refusal's words give way to it.
        table.notice = None;
    }
}

/// A tap that brought the board closer starts afresh: the refusal of an earlier tap goes. (Why
/// a seat has no move stays up until its pass; so do the words of a game over.)
fn forget_refusal(
    mut closer: MessageReader<crate::systems::shared::zoom::BroughtCloser>,
    mut screen: MehenScreenMut,
    auto: Res<AutoPass>,
) {
    if closer.read().count() > 0 && auto.0.is_none() {
        let mut table = screen.view_mut();
        if !table.is_over() {
            table.notice = None;
        }
    }
}

/// Is a hint being worked out?
pub fn hint_pending(hand: &HintHand) -> bool {
    hand.task.is_some()
}

/// Counts down before an automatic pass when no legal move exists.
#[derive(Resource, Default)]
pub struct AutoPass(pub Option<Timer>);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Request>()
        .init_resource::<AutoPass>()
        .init_resource::<ComputerHand>()
        .init_resource::<HintHand>()
        .add_systems(
            OnEnter(TurnPhase::Move),
            announce_no_move.run_if(in_state(crate::systems::shared::state::AppState::Mehen)),
        )
        .add_systems(
            OnEnter(crate::systems::shared::state::AppState::Mehen),
            resume_phase,
        )
        .add_systems(
            Update,
            (
                esc_cancels.after(GameSet::Engine),
                follow_settings,
                (keyboard, computer_seats, remote_throws, forget_refusal)
                    .in_set(GameSet::Input)
                    .run_if(crate::systems::mehen::replay::no_replay),
                (handle_requests, hints, auto_pass, run_clock)
                    .chain()
                    .in_set(GameSet::Engine)
                    .run_if(crate::systems::mehen::replay::no_replay),
            )
                .run_if(in_state(crate::systems::shared::state::AppState::Mehen)),
        );
}

/// Esc cancels a selected piece (the question about passing answers Esc itself) before it opens
/// the pause menu.
fn esc_cancels(
    screen: Option<MehenScreen>,
    mut cancels: ResMut<crate::systems::shared::state::EscCancels>,
) {
    let table = screen.as_ref().map(|s| s.view());
    let waiting = table.is_some_and(|t| t.draft.selected.is_some() || t.draft.forfeit_asked);
    if cancels.0 != waiting {
        cancels.0 = waiting;
    }
}

/// Settings reach the table in play, and every new one (a new game, a load, Continue: these replace
/// the resource, which change detection does not report as added).
fn follow_settings(
    settings: Res<crate::persist::settings::Settings>,
    table: Option<Res<Table>>,
    shown: Option<ResMut<TableSettings>>,
    mut seen: Local<Option<u64>>,
) {
    if let (Some(table), Some(mut shown)) = (table, shown)
        && (settings.is_changed() || *seen != Some(table.id))
    {
        *seen = Some(table.id);
        shown.hints = settings.hints;
        shown.notation = settings.notation;
    }
}

fn keyboard(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    paused: Res<Paused>,
    screen: MehenScreen,
    mut out: MessageWriter<Request>,
) {
    let table = screen.view();
    let Some(keys) = keys else { return };
    if paused.0 {
        return;
    }
    // Take-backs also undo a computer's reply while it is being made.
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        out.write(Request::TakeBack);
        return;
    }
    if table.computer_to_move() {
        return;
    }
    let pairs = [
        (KeyCode::Space, Request::Throw),
        (KeyCode::Enter, Request::Confirm),
        (KeyCode::NumpadEnter, Request::Confirm),
        (KeyCode::Backspace, Request::Undo),
        (KeyCode::KeyF, Request::AskForfeit),
        (KeyCode::KeyH, Request::Hint),
    ];
    for (key, req) in pairs {
        if keys.just_pressed(key) {
            out.write(req);
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        if table.draft.forfeit_asked {
            out.write(Request::CancelForfeit);
        } else if table.draft.selected.is_some() {
            out.write(Request::Undo);
        }
    }
    for (i, key) in crate::systems::shared::state::DIGIT_KEYS
        .into_iter()
        .enumerate()
    {
        if keys.just_pressed(key) {
            out.write(Request::Option(i));
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<Request>,
    mut screen: MehenScreenMut,
    mut queue: ResMut<EventQueue>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
    mut auto: ResMut<AutoPass>,
) {
    let mut table = screen.view_mut();
    for req in requests.read() {
        // A lesson's step whose point is made waits for the learner to go on (Next or Again).
        if table.coach.as_ref().is_some_and(Coach::is_waiting) {
            continue;
        }
        // Anything but confirming drops a pending question about forfeiting.
        let asked = std::mem::take(&mut table.draft.forfeit_asked);
        match (*phase.get(), *req) {
            (_, Request::TakeBack) => match table.view().take_back() {
                Some(Ok(back)) => {
                    table.replace(back);
                    queue.events.clear();
                    queue.wait = None;
                    queue.dirty = true;
                    auto.0 = None;
                    next.set(TurnPhase::Animate);
                    return;
                }
                Some(Err(e)) => {
                    table.notice = Some(Said::verbatim(e.to_string()));
                }
                None => {
                    let why = if table.take_backs().is_some() {
                        "notice-nothing-to-take-back"
                    } else {
                        "notice-take-backs-off"
                    };
                    table.notice = Some(Said::message(why, &[]));
                }
            },
            (TurnPhase::Move, Request::AskForfeit | Request::Confirm) if asked => {
                play(&mut table, &mut queue, &mut next, &mut auto, Action::PASS);
                return;
            }
            (TurnPhase::Move, Request::AskForfeit) => table.draft.forfeit_asked = true,
            (TurnPhase::Throw, Request::Throw) => {
                table.notice = None;
                let events = table.throw();
                queue.events.extend(events);
                next.set(TurnPhase::Animate);
                return;
            }
            (TurnPhase::Move, Request::Click(target)) => click(&mut table, target),
            (TurnPhase::Throw, Request::Click(_)) if !table.is_over() => {
                table.notice = Some(Said::message("notice-throw-first", &[]));
            }
            (TurnPhase::Move, Request::Option(n)) => {
                if let Some(m) = table
                    .draft
                    .selected
                    .as_ref()
                    .and_then(|s| s.options.get(n))
                    .map(|o| o.0)
                {
                    table.choose(m);
                }
            }
            (TurnPhase::Move, Request::Undo) => {
                table.undo();
                queue.dirty |= std::mem::take(&mut table.draft.resync);
            }
            (TurnPhase::Move, Request::Confirm) => {
                if let Some(action) = table.draft.composed() {
                    play(&mut table, &mut queue, &mut next, &mut auto, action);
                    return;
                }
            }
            (TurnPhase::Move, Request::Forfeit) => {
                play(&mut table, &mut queue, &mut next, &mut auto, Action::PASS);
                return;
            }
            _ => {}
        }
        let preview: Vec<_> = table.draft.preview_events.drain(..).collect();
        queue.events.extend(preview);
    }
}

fn play(
    table: &mut ScreenMut<'_>,
    queue: &mut EventQueue,
    next: &mut NextState<TurnPhase>,
    auto: &mut AutoPass,
    action: Action,
) {
    // A lesson refuses a move other than its goal: the lesson's panel says its hint (the strip does
    // not repeat it) and the turn starts over.
    // (A learner's pass, not the other seat's computer's.)
    let possible = !table.computer_to_move() && table.draft.legal.len() > 1;
    if table
        .coach
        .as_ref()
        .is_some_and(|c| c.refuses(action, possible))
    {
        table.notice = None;
        table.draft.selected = None;
        while !table.draft.chosen.is_empty() {
            table.undo();
        }
        queue.dirty |= std::mem::take(&mut table.draft.resync);
        if let Some(c) = &mut table.coach {
            c.refused += 1;
        }
        return;
    }
    match table.play(action) {
        Ok(events) => {
            queue.events.extend(events);
            table.notice = None;
            auto.0 = None;
            next.set(TurnPhase::Animate);
        }
        // Only a move the engine refuses reaches here (the game was over, or the move changed).
        Err(_) => table.notice = Some(Said::message("reason-not-now", &[])),
    }
}

/// A click picks a destination of the selected piece, or selects the piece clicked; a piece that
/// cannot move says why.
fn click(table: &mut ScreenMut<'_>, target: Target) {
    let head = table.game().board().head;
    // A click on a destination of the selected piece chooses it; for a lion leaving the board, a click
    // on one of the mover's pawns chooses the option that sends that pawn to the head. When several
    // options end there, the selection narrows to them and the player picks one.
    if let (Some(sel), Target::Space(s)) = (&mut table.draft.selected, target) {
        let bonus =
            |m: &PieceMove| matches!(m, PieceMove::LionWalk { bonus: Some(b), .. } if *b == s);
        let there: Vec<(PieceMove, Option<u8>)> = sel
            .options
            .iter()
            .filter(|o| o.1 == Some(s) || bonus(&o.0))
            .copied()
            .collect();
        match there.as_slice() {
            [] => {}
            [one] => {
                let m = one.0;
                table.choose(m);
                return;
            }
            _ => {
                sel.options = there;
                sel.narrowed = true;
                return;
            }
        }
    }
    // The pieces a click could mean: a pawn (own, or pushable), a lion, or a pawn at the tail.
    let picks: Vec<(Option<u8>, bool)> = match target {
        Target::Tail(_) => vec![(None, false)],
        Target::Space(s) if s == head => vec![(Some(head), true)],
        Target::Space(s) => vec![(Some(s), false), (Some(s), true)],
    };
    for &(from, lion) in &picks {
        if table.select(from, lion) {
            table.notice = None;
            return;
        }
    }
    let shown = table.draft.shown_position(table.game());
    // With a piece picked, a click on a space none of the mover's pieces can be picked on (empty,
    // or another's pawn) says why the piece cannot end there, and the piece stays picked.
    if let (Some(sel), Target::Space(s)) = (&table.draft.selected, target)
        && s < head
        && match shown.cell(s) {
            Cell::Empty => true,
            Cell::Pawn(owner) => Some(owner) != table.game().to_move(),
            Cell::Lion => false,
        }
    {
        let picked = (sel.from, sel.lion);
        table.notice = Some(table.draft.why_not_there(table.table, picked, s));
        return;
    }
    table.draft.selected = None;
    let (from, lion) = match target {
        Target::Tail(_) => (None, false),
        Target::Space(s) if s == head && shown.head_lions == 0 => {
            table.notice = Some(Said::message("notice-head-pawns", &[]));
            return;
        }
        Target::Space(s) => (Some(s), s == head || shown.cell(s) == Cell::Lion),
    };
    table.notice = Some(table.draft.why_not(table.table, from, lion));
}

/// A game put on the table mid-way (a scene, later a loaded save) resumes in the phase it is in.
fn resume_phase(screen: Option<MehenScreen>, mut next: ResMut<NextState<TurnPhase>>) {
    let table = screen.as_ref().map(|s| s.view());
    if let Some(table) = table {
        next.set(if table.is_over() {
            TurnPhase::Over
        } else if table.draft.legal.is_empty() {
            TurnPhase::Throw
        } else {
            TurnPhase::Move
        });
    }
}

/// How long the reason for an automatic pass stays up before the pass (it stays in the log).
const AUTO_PASS_SECONDS: f32 = 3.0;

fn announce_no_move(mut screen: MehenScreenMut, mut auto: ResMut<AutoPass>) {
    let mut table = screen.view_mut();
    if table.draft.legal == [Action::PASS] {
        // A seat played elsewhere passes there; the pass comes from the server.
        if !table.remote_to_move() {
            auto.0 = Some(Timer::from_seconds(AUTO_PASS_SECONDS, TimerMode::Once));
        }
        let names = |s: Seat| table.seat_name(s).to_string();
        let why =
            Said::new(|loc| crate::systems::mehen::why_not::why_no_move(loc, table.game(), &names));
        table.notice = Some(why);
    }
}

/// Real time: the pass must come on time while the app sleeps between inputs.
fn auto_pass(
    time: Res<Time<Real>>,
    mut wake: ResMut<Wake>,
    mut auto: ResMut<AutoPass>,
    mut screen: MehenScreenMut,
    mut queue: ResMut<EventQueue>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let mut table = screen.view_mut();
    let Some(timer) = &mut auto.0 else { return };
    timer.tick(time.delta());
    if timer.is_finished() && *phase.get() == TurnPhase::Move {
        // The reason stays up while the next seat begins; the next throw takes it down.
        let why = table.notice.take();
        play(&mut table, &mut queue, &mut next, &mut auto, Action::PASS);
        table.notice = why;
    } else {
        wake.every(crate::systems::shared::wake::PROMPT);
    }
}

/// The time limit: when it runs out the engine ends the game on its tie-breakers. The clock counts real
/// time and wakes the app for each second it shows. Online, the server keeps the clock: the table shows
/// the time it tells (standing still while a seat is away) and ends the game when the server says.
fn run_clock(
    time: Res<Time<Real>>,
    mut wake: ResMut<Wake>,
    paused: Res<Paused>,
    mut screen: MehenScreenMut,
    mut queue: ResMut<EventQueue>,
    phase: Res<State<TurnPhase>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    let mut table = screen.view_mut();
    if paused.0 || *phase.get() == TurnPhase::Over {
        return;
    }
    let online = table.remote.clone();
    let told = online.as_ref().and_then(|feed| feed.take_time_left());
    match (told, table.clock.limit) {
        (Some(left), Some(limit)) => table.clock.elapsed = (limit - left).max(0.0),
        _ if online.as_ref().is_some_and(|feed| feed.clock_paused()) => {}
        _ => table.clock.elapsed += time.delta_secs(),
    }
    if table.clock.limit.is_some() {
        wake.every(crate::systems::shared::wake::EACH_SECOND);
    }
    // A turn under way when time runs out is played to its end; the game stops before the next.
    let at_turns_end = *phase.get() == TurnPhase::Throw;
    let time_up = match (&online, table.clock.limit) {
        (Some(feed), _) => at_turns_end && feed.take_time_up(),
        (None, Some(limit)) => at_turns_end && table.clock.elapsed >= limit,
        (None, None) => false,
    };
    if let Some(limit) = table.clock.limit {
        table.clock.elapsed = table.clock.elapsed.min(limit);
    }
    if time_up && let Some(events) = table.end_by_time() {
        table.notice = Some(Said::message("notice-time-up", &[]));
        queue.events.extend(events);
        next.set(TurnPhase::Animate);
    }
}
