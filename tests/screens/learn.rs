//! Learn and take back, through the game's real systems (headless): a lesson refuses a wrong move with
//! its hint and is passed by its goal; "Show me" plays the goal; a take-back returns to the start of
//! the person's last turn with the same throw, the computer's reply undone, the same every time.

use crate::support::{self, phase};
use bevy::prelude::*;
use mehen::ai::Level;
use mehen::persist::settings::Settings;
use mehen::rules::mehen::{Action, Phase, Seat};
use mehen::systems::learn::Lessons;
use mehen::systems::learn::coach::{LessonRequest, LessonRun};
use mehen::systems::mehen::pieces::AnimSpeed;
use mehen::systems::mehen::sitting::{Screen, Sitting};
use mehen::systems::mehen::table::{NewGame, SeatKind, TAKE_BACKS};
use mehen::systems::mehen::turn::{Request, Target};
use mehen::systems::shared::state::{AppState, TurnPhase};
use std::time::Duration;

/// The game without a window, animations instant.
fn bare_app() -> App {
    let mut app = support::bare_app(50);
    app.world_mut().resource_mut::<AnimSpeed>().0 = 0.0;
    app
}

fn frames(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
    }
}

/// Frames with real time between them, for work done on the task pools (the Expert's hints).
fn frames_waiting(app: &mut App, n: usize) {
    for _ in 0..n {
        app.update();
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Sends a request and runs three frames (a lesson's coach answers on the frame after).
fn send(app: &mut App, r: Request) {
    app.world_mut().write_message(r);
    frames(app, 3);
}

/// Starts the lesson whose id ends with `id` and checks it opened on `screen`; its place in the list.
fn start_lesson_on(app: &mut App, id: &str, screen: AppState) -> usize {
    let n = app
        .world()
        .resource::<Lessons>()
        .list
        .iter()
        .position(|e| e.id.ends_with(id))
        .unwrap();
    app.world_mut().write_message(LessonRequest::Start(n));
    frames(app, 4);
    assert_eq!(*app.world().resource::<State<AppState>>().get(), screen);
    n
}

fn start_lesson(app: &mut App, id: &str) -> usize {
    start_lesson_on(app, id, AppState::Mehen)
}

/// Plays `action` the way a player does: a click on each piece, its option, Confirm.
fn enter(app: &mut App, action: Action) {
    choose(app, action);
    send(app, Request::Confirm);
}

/// Chooses `action`'s piece moves as a player does (a click on each piece, its option).
fn choose(app: &mut App, action: Action) {
    for m in action.moves() {
        let target = match m.from() {
            Some(s) => mehen::systems::mehen::turn::Target::Space(s),
            None => mehen::systems::mehen::turn::Target::Tail(Seat(0)),
        };
        send(app, Request::Click(target));
        let i = Screen::of(app.world())
            .draft
            .selected
            .as_ref()
            .unwrap()
            .options
            .iter()
            .position(|o| o.0 == m)
            .unwrap_or_else(|| panic!("{m} is not offered"));
        send(app, Request::Option(i));
    }
}

/// The next lesson's pieces are set out as soon as it starts (not after its first throw), and Again
/// puts a step's pieces back at once.
#[test]
fn a_new_lesson_and_again_set_out_their_pieces_at_once() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-slide");
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    // The slide; the rest of the turn is entered for the learner.
    choose(&mut app, "5+2".parse().unwrap());
    frames(&mut app, 60);
    assert!(app.world().resource::<LessonRun>().reached);
    // From the Mehen screen to the next lesson: its board shows before anyone throws.
    start_lesson(&mut app, "mehen-slides");
    assert_eq!(phase(&app), TurnPhase::Throw);
    support::assert_mirrors_engine(&mut app, "the next lesson, before its throw");
    // Again: the step's start, at once.
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    app.world_mut().write_message(LessonRequest::Again);
    frames(&mut app, 4);
    assert_eq!(phase(&app), TurnPhase::Throw);
    support::assert_mirrors_engine(&mut app, "again");
}

#[test]
fn a_lesson_refuses_a_wrong_move_with_its_hint_then_accepts_the_goal() {
    let mut app = thrown_in("mehen-slide");
    // The scripted throw: one... two flat sides, 4 points.
    let table = Screen::of(app.world());
    assert_eq!(table.tally.last_throw.unwrap().1.flats(), 2);
    // A wrong move: the pawn on 5 walks three spaces instead of landing on 7.
    enter(&mut app, "5+3 20+1".parse().unwrap());
    let table = Screen::of(app.world());
    assert_eq!(table.game().turns(), 0, "the wrong move is not played");
    // The lesson's panel says its hint, in red; the strip does not repeat it.
    assert_eq!(table.notice, None);
    assert_eq!(table.coach.as_ref().map(|c| c.refused), Some(1));
    let run = app.world().resource::<LessonRun>();
    let hint = run.entry.lesson.steps[run.step]
        .hint
        .as_ref()
        .expect("a hint");
    let hint = hint.get(mehen::i18n::Language::English);
    assert!(hint.contains("exactly 2 points"), "{hint}");
    assert!(table.draft.chosen.is_empty());
    assert!(!app.world().resource::<LessonRun>().reached);
    // A second wrong move is counted, so the panel heads its hint with the try's number.
    enter(&mut app, "5+1 20+3".parse().unwrap());
    let table = Screen::of(app.world());
    assert_eq!(
        table.game().turns(),
        0,
        "the second wrong move is not played"
    );
    assert_eq!(table.coach.as_ref().map(|c| c.refused), Some(2));
    // The Expert's hint is not offered: the lesson's own hint teaches its move.
    send(&mut app, Request::Hint);
    frames_waiting(&mut app, 20);
    assert!(Screen::of(app.world()).draft.hint.is_none());
    // The goal: the slide (the rest of the turn is entered for the learner).
    choose(&mut app, "5+2".parse().unwrap());
    frames(&mut app, 60);
    assert_eq!(Screen::of(app.world()).game().turns(), 1);
    assert!(app.world().resource::<LessonRun>().reached);
    let done = &app.world().resource::<Settings>().lessons_done;
    assert!(done.iter().any(|d| d.ends_with("mehen-slide")), "{done:?}");
}

#[test]
fn show_me_plays_the_goal_and_the_stir_lesson_steps_on() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-jump");
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 60);
    let table = Screen::of(app.world());
    let played = table.record().turns[0].action.unwrap().to_string();
    assert!(played.starts_with("8^2"), "{played}");
    assert!(app.world().resource::<LessonRun>().reached);
    // A lesson of three throws: each step waits for Next.
    start_lesson(&mut app, "mehen-stir");
    for step in 0..3 {
        send(&mut app, Request::Throw);
        frames(&mut app, 10);
        let run = app.world().resource::<LessonRun>();
        assert_eq!(run.step, step);
        assert!(run.reached, "step {step}");
        app.world_mut().write_message(LessonRequest::NextStep);
        frames(&mut app, 3);
    }
    let pos = Screen::of(app.world()).game().position().clone();
    assert_eq!((pos.enlightened[0], pos.devoured[0], pos.stirs), (1, 1, 3));
}

/// "Show me" on a step that accepts any move plays a real move, not a pass (the first lesson's
/// throw of one flat side: giving a point to two pieces is what it teaches).
#[test]
fn show_me_on_any_move_moves_pieces_rather_than_passing() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-throw");
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 60);
    let table = Screen::of(app.world());
    let action = table.record().turns[0].action.unwrap();
    assert!(!action.is_pass(), "{action}");
    assert!(app.world().resource::<LessonRun>().reached);
}

/// The first lesson's second step is Bastet's turn: it is played for the learner, who is asked
/// nothing (no Show me), and the step is reached by itself.
#[test]
fn the_other_seats_turn_is_played_for_the_learner() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-throw");
    assert!(!app.world().resource::<LessonRun>().for_you);
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 60);
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 2);
    assert!(app.world().resource::<LessonRun>().for_you);
    frames(&mut app, 60);
    let run = app.world().resource::<LessonRun>();
    assert_eq!((run.step, run.reached), (1, true));
    let table = Screen::of(app.world());
    let bastet = &table.record().turns[1];
    assert_eq!(bastet.seat, Seat(1));
    assert!(!bastet.action.unwrap().is_pass());
    // The lesson is over: the table waits for the learner (Next lesson, Again, All lessons) and
    // takes no throw, rather than inviting a turn the lesson does not script.
    frames(&mut app, 30);
    assert_eq!(phase(&app), TurnPhase::Throw);
    let table = Screen::of(app.world());
    assert!(table.draft.legal.is_empty(), "{:?}", table.draft.legal);
    assert!(table.coach.as_ref().is_some_and(|c| c.is_waiting()));
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    assert_eq!(phase(&app), TurnPhase::Throw);
    assert_eq!(Screen::of(app.world()).record().turns.len(), 2);
}

/// At the animations' real pace, the other seat's step ends between turns with nothing chosen: the
/// next seat is to throw, and its turn is not half-begun with the other seat's moves.
#[test]
fn the_other_seats_step_ends_cleanly_at_full_animation_speed() {
    let mut app = support::bare_app(50);
    app.world_mut().resource_mut::<AnimSpeed>().0 = 1.0;
    start_lesson(&mut app, "mehen-throw");
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 400);
    assert!(app.world().resource::<LessonRun>().reached);
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 600);
    let run = app.world().resource::<LessonRun>();
    assert_eq!((run.step, run.reached), (1, true));
    assert_eq!(phase(&app), TurnPhase::Throw);
    let table = Screen::of(app.world());
    assert_eq!(table.game().to_move(), Some(Seat(0)));
    assert!(table.draft.legal.is_empty(), "{:?}", table.draft.legal);
    assert!(table.draft.chosen.is_empty(), "{:?}", table.draft.chosen);
}

/// Again on a finished step puts its start back and teaches it again: not reached, the table not
/// waiting, a wrong move refused with the hint.
#[test]
fn again_after_a_finished_step_teaches_it_again() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-slide");
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 60);
    assert!(app.world().resource::<LessonRun>().reached);
    app.world_mut().write_message(LessonRequest::Again);
    frames(&mut app, 10);
    assert!(!app.world().resource::<LessonRun>().reached);
    let table = Screen::of(app.world());
    assert_eq!(table.game().turns(), 0);
    assert!(table.coach.as_ref().is_some_and(|c| !c.is_waiting()));
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    enter(&mut app, "5+3 20+1".parse().unwrap());
    assert_eq!(
        Screen::of(app.world()).game().turns(),
        0,
        "the wrong move is refused"
    );
    assert!(!app.world().resource::<LessonRun>().reached);
}

/// Between two steps the table waits for Next: the learner cannot throw for the next seat before
/// reading what the step taught.
#[test]
fn a_reached_step_waits_for_next() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-throw");
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 60);
    assert!(app.world().resource::<LessonRun>().reached);
    let serial = Screen::of(app.world()).tally.serial;
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    assert_eq!(Screen::of(app.world()).tally.serial, serial, "no throw");
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 60);
    let run = app.world().resource::<LessonRun>();
    assert_eq!((run.step, run.reached), (1, true));
}

/// A step about one piece's move: once the learner has given the pawn on 5 its two points (the
/// slide), the rest of the turn goes to another piece by itself and the turn is played.
#[test]
fn the_rest_of_a_one_idea_turn_is_entered_for_the_learner() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-slide");
    send(&mut app, Request::Throw);
    assert_eq!(phase(&app), TurnPhase::Move);
    send(&mut app, Request::Click(Target::Space(5)));
    let slide = support::selected_options(&app)
        .iter()
        .position(|(m, _)| m.to_string() == "5+2")
        .expect("the slide is offered");
    send(&mut app, Request::Option(slide));
    frames(&mut app, 60);
    let run = app.world().resource::<LessonRun>();
    assert!(run.reached);
    let table = Screen::of(app.world());
    let played = table.record().turns[0].action.unwrap();
    assert_eq!(played.moves().count(), 2, "{played}");
    assert!(played.to_string().starts_with("5+2"), "{played}");
}

/// Two pieces or none: the throw leaves nothing to move, the game passes and only then is the step
/// reached; Bastet's turn plays by itself; then the learner passes by choice.
#[test]
fn the_pass_lesson_passes_by_itself_then_by_choice() {
    let mut app = bare_app();
    start_lesson(&mut app, "mehen-cannot-move");
    send(&mut app, Request::Throw);
    frames(&mut app, 200);
    let run = app.world().resource::<LessonRun>();
    assert!(run.reached, "reached once the turn has passed");
    assert_eq!(Screen::of(app.world()).game().to_move(), Some(Seat(1)));
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 100);
    let run = app.world().resource::<LessonRun>();
    assert!(run.for_you && run.reached);
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 2);
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    send(&mut app, Request::Forfeit);
    frames(&mut app, 20);
    let run = app.world().resource::<LessonRun>();
    assert!(run.reached && run.is_last_step());
    let table = Screen::of(app.world());
    assert!(
        table
            .record()
            .turns
            .last()
            .unwrap()
            .action
            .unwrap()
            .is_pass()
    );
}

/// A game of a person (A) against the Novice (B), take-backs allowed, played until A has moved and
/// B has replied, and A is to move again.
fn game_with_a_reply() -> App {
    let mut app = bare_app();
    let mut setup = NewGame::default_for(2, 11);
    setup.seats[1].kind = SeatKind::Computer(Level::Novice);
    let mut table = Sitting::new(&setup).unwrap();
    table.allow_take_backs();
    table.put(app.world_mut());
    app.insert_resource(mehen::systems::shared::board_layout::BoardLayout::new(
        &setup.board,
        2,
    ));
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Mehen);
    frames(&mut app, 2);
    for _ in 0..400 {
        let table = Screen::of(app.world());
        let turns = table.game().turns();
        if turns >= 4 && table.game().to_move() == Some(Seat(0)) && phase(&app) == TurnPhase::Throw
        {
            break;
        }
        match (phase(&app), table.game().to_move()) {
            (TurnPhase::Throw, Some(Seat(0))) => send(&mut app, Request::Throw),
            (TurnPhase::Move, Some(Seat(0))) => {
                let Some(a) = table.draft.legal.iter().copied().find(|a| !a.is_pass()) else {
                    send(&mut app, Request::Forfeit);
                    continue;
                };
                let game = table.game().clone();
                let mut draft = app
                    .world_mut()
                    .resource_mut::<mehen::systems::mehen::draft::TurnDraft>();
                for m in a.moves() {
                    draft.choose(&game, m);
                }
                send(&mut app, Request::Confirm);
            }
            _ => frames(&mut app, 1),
        }
    }
    app
}

#[test]
fn a_take_back_returns_to_the_persons_turn_with_the_same_throw_every_time() {
    let mut app = game_with_a_reply();
    let table = Screen::of(app.world());
    let record = table.completed_record();
    let k = record
        .turns
        .iter()
        .rposition(|t| t.seat == Seat(0))
        .unwrap();
    let line = record.turns[k].clone();
    assert!(record.turns.len() > k + 1, "the computer replied");
    let before: Vec<_> = (0..2)
        .map(|_| {
            let back = table.take_back().unwrap().unwrap();
            (
                back.game().position().clone(),
                back.tally.last_throw.map(|t| t.1),
            )
        })
        .collect();
    assert_eq!(before[0], before[1], "a take-back is deterministic");
    assert!(before[0].1.is_some());
    send(&mut app, ctrl_z());
    frames(&mut app, 5);
    let table = Screen::of(app.world());
    assert_eq!(
        table.completed_record().turns.len(),
        k,
        "the reply is undone"
    );
    assert!(matches!(table.game().phase(), Phase::Move { .. }));
    assert_eq!(table.game().to_move(), Some(Seat(0)));
    assert_eq!(
        table.tally.last_throw.unwrap().1.flats(),
        *line.throws.last().unwrap(),
        "the same throw in hand"
    );
    assert_eq!(table.game().position(), &before[0].0);
    assert_eq!(table.take_backs(), Some(1));
    assert_eq!(table.record().tag(TAKE_BACKS), Some("1"));
    assert_eq!(phase(&app), TurnPhase::Move);
}

#[test]
fn take_backs_are_refused_where_the_game_does_not_allow_them() {
    let setup = NewGame::default_for(2, 3);
    let mut table = Sitting::new(&setup).unwrap();
    table.view_mut().throw();
    assert!(table.view().take_back().is_none());
}

fn ctrl_z() -> Request {
    Request::TakeBack
}

/// A lesson of another game on its own screen (Senet): the scripted throws fall, a wrong move is
/// refused (the panel then shows the hint) and not played, "Show me" plays the goal, "Again" puts the
/// step back, and the last step marks the lesson done.
/// A lesson that opens on the other seat's turn plays it for the learner at once: Black falls back
/// onto the dead white pawn, which lives again on 30; then the learner's step waits for them.
#[test]
fn a_lesson_opening_on_the_other_seats_turn_plays_it_first() {
    use mehen::rules::senet::Side;
    use mehen::systems::learn::coach::RaceLesson;
    use mehen::systems::senet::screen::SenetMatch;
    let mut app = bare_app();
    start_lesson_on(&mut app, "senet-resurrection", AppState::Senet);
    frames(&mut app, 60);
    let run = app.world().resource::<RaceLesson>();
    assert_eq!((run.step, run.reached, run.for_you), (0, true, true));
    let m = app.world().resource::<SenetMatch>();
    assert_eq!(
        (m.game().at(27), m.game().at(30)),
        (Some(Side::Black), Some(Side::White))
    );
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 30);
    let run = app.world().resource::<RaceLesson>();
    assert_eq!((run.step, run.reached, run.for_you), (1, false, false));
}

#[test]
fn a_senet_lesson_plays_on_its_own_screen() {
    use mehen::rules::senet::{SenetPhase, Side};
    use mehen::systems::learn::coach::RaceLesson;
    use mehen::systems::senet::screen::{SenetMatch, SenetRequest};
    let mut app = bare_app();
    start_lesson_on(&mut app, "senet-beauty", AppState::Senet);
    let senet = |app: &App| -> (Option<Side>, Option<Side>, u8) {
        let m = app.world().resource::<SenetMatch>();
        (
            m.game().at(23),
            m.game().at(26),
            m.game().borne_off(Side::White),
        )
    };
    let run = |app: &App| {
        let r = app.world().resource::<RaceLesson>();
        (r.step, r.reached, r.refused)
    };
    let throw = |app: &mut App| {
        app.world_mut().write_message(SenetRequest::Throw);
        frames(app, 2);
        let flats = app
            .world()
            .resource::<SenetMatch>()
            .play
            .last
            .as_ref()
            .unwrap()
            .value;
        mehen::rules::senet::value_of(mehen::rules::Throw::new(flats).unwrap())
    };
    // Step 1: three flat sides; bearing off from 28 is legal but not the lesson's move.
    assert_eq!(throw(&mut app), 3);
    app.world_mut().write_message(SenetRequest::Square(28));
    frames(&mut app, 2);
    assert_eq!(run(&app), (0, false, 1));
    assert_eq!(senet(&app).2, 2, "the wrong move is not played");
    // Show me throws nothing more and moves the pawn on 23 onto the House of Beauty.
    app.world_mut().write_message(LessonRequest::ShowMe);
    frames(&mut app, 30);
    assert_eq!(run(&app), (0, true, 1));
    assert_eq!(senet(&app), (None, Some(Side::White), 2));
    // Step 2: Black's throw of one is played for the learner, asked nothing.
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 2);
    assert_eq!(run(&app), (1, false, 0));
    assert!(app.world().resource::<RaceLesson>().for_you);
    frames(&mut app, 40);
    assert_eq!(run(&app), (1, true, 0));
    // Step 3: a throw, then Again: the throw is due again and falls the same.
    app.world_mut().write_message(LessonRequest::NextStep);
    frames(&mut app, 2);
    assert_eq!(throw(&mut app), 2);
    app.world_mut().write_message(LessonRequest::Again);
    frames(&mut app, 2);
    assert!(matches!(
        app.world().resource::<SenetMatch>().game().phase(),
        SenetPhase::Throw { .. }
    ));
    assert_eq!(throw(&mut app), 2);
    app.world_mut().write_message(SenetRequest::Square(29));
    frames(&mut app, 2);
    assert_eq!(run(&app), (2, true, 0));
    assert_eq!(senet(&app).2, 3);
    let done = &app.world().resource::<Settings>().lessons_done;
    assert!(done.iter().any(|d| d.ends_with("senet-beauty")), "{done:?}");
    assert!(app.world().resource::<SenetMatch>().coach.is_some());
    // Leaving the screen ends the lesson.
    app.world_mut()
        .resource_mut::<NextState<AppState>>()
        .set(AppState::Menu);
    frames(&mut app, 3);
    assert!(app.world().get_resource::<RaceLesson>().is_none());
}

/// In a lesson the Expert's hint is not offered (the lesson teaches its own move): Bak-Amen, the other
/// game with hints.
#[test]
fn a_bak_amen_lesson_offers_no_expert_hint() {
    use mehen::systems::bak_amen::screen::{BakMatch, BakRequest};
    let mut app = bare_app();
    start_lesson_on(&mut app, "bak-arrest", AppState::BakAmen);
    app.world_mut().write_message(BakRequest::Throw);
    frames(&mut app, 2);
    app.world_mut().write_message(BakRequest::Hint);
    frames_waiting(&mut app, 20);
    let m = app.world().resource::<BakMatch>();
    assert!(m.coach.is_some(), "a lesson is being played");
    assert!(!m.legal().is_empty(), "a move is to be chosen");
    assert!(m.ext.hint.is_none(), "no hint from the Expert");
}

/// A step that asks for a move refuses the learner's pass while a move is possible, and says so;
/// a move then makes the step's point.
#[test]
fn a_step_asking_for_a_move_refuses_a_pass() {
    let mut app = thrown_in("mehen-throw");
    send(&mut app, Request::AskForfeit);
    send(&mut app, Request::Confirm);
    frames(&mut app, 5);
    let table = Screen::of(app.world());
    assert_eq!(table.game().turns(), 0, "the pass is not played");
    assert_eq!(table.coach.as_ref().map(|c| c.refused), Some(1));
    assert!(!app.world().resource::<LessonRun>().reached);
    let asked = mehen::i18n::Said::message("learn-move-asked", &[]);
    assert!(
        asked.english().contains("asks for a move"),
        "{}",
        asked.english()
    );
    // One point to each of two pawns: the step's point is made.
    enter(&mut app, "3+1 8+1".parse().unwrap());
    frames(&mut app, 60);
    assert!(app.world().resource::<LessonRun>().reached);
}

/// The Mehen lesson `id` started and its first throw made: a move is due.
fn thrown_in(id: &str) -> App {
    let mut app = bare_app();
    start_lesson(&mut app, id);
    send(&mut app, Request::Throw);
    frames(&mut app, 5);
    assert_eq!(phase(&app), TurnPhase::Move);
    app
}
