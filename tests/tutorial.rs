//! The lessons of Learn to play: every file reads, every Mehen lesson's goals are legal moves that
//! play through the engine, a wrong move is refused with the lesson's hint, and a broken lesson file
//! is reported by name and place.

use mehen::rules::{Action, Seat, Throw};
use mehen::tutorial::{Goal, Tried, judge_mehen, lessons, read_lesson, rehearse_mehen};

#[test]
fn every_lesson_file_reads_and_the_mehen_course_is_complete() {
    let (list, problems) = lessons();
    assert!(problems.is_empty(), "{problems:#?}");
    let mehen = list.iter().filter(|e| e.lesson.is_mehen()).count();
    assert!(mehen >= 14, "only {mehen} Mehen lessons");
    // The course ends with a real game against the Novice.
    let last_mehen = list.iter().rfind(|e| e.lesson.is_mehen()).unwrap();
    assert!(last_mehen.lesson.practice, "{}", last_mehen.id);
    for e in &list {
        for (i, s) in e.lesson.steps.iter().enumerate() {
            for text in [&s.say, &s.done].into_iter().chain(s.hint.as_ref()) {
                assert!(
                    !text.en.trim().is_empty() && !text.fr.trim().is_empty(),
                    "{} step {}: a text is missing a language",
                    e.id,
                    i + 1
                );
            }
        }
    }
}

#[test]
fn every_mehen_lesson_plays_its_goals_through_the_engine() {
    let (list, _) = lessons();
    for e in list
        .iter()
        .filter(|e| e.lesson.is_mehen() && !e.lesson.practice)
    {
        rehearse_mehen(&e.lesson).unwrap_or_else(|err| panic!("{}: {err}", e.id));
    }
}

#[test]
fn a_wrong_move_gets_the_lessons_hint() {
    let (list, _) = lessons();
    let mut checked = 0;
    for e in list
        .iter()
        .filter(|e| e.lesson.is_mehen() && !e.lesson.practice)
    {
        let mut game = e.lesson.mehen_start().unwrap();
        for step in &e.lesson.steps {
            game.throw(Throw::new(step.throw).unwrap(), &mut ())
                .unwrap();
            if let Goal::Play(_) = step.goal {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                let wrong = legal
                    .iter()
                    .copied()
                    .find(|a| judge_mehen(step, *a) == Tried::Refused)
                    .unwrap_or_else(|| panic!("{}: no wrong move to try", e.id));
                assert!(step.hint.is_some(), "{}", e.id);
                let right = legal
                    .iter()
                    .copied()
                    .find(|a| judge_mehen(step, *a) == Tried::Reached)
                    .unwrap();
                assert_ne!(wrong, right);
                game.play(right, &mut ()).unwrap();
                checked += 1;
            } else if !matches!(step.goal, Goal::Throw) {
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                game.play(legal[0], &mut ()).unwrap();
            }
        }
    }
    assert!(checked >= 8, "only {checked} steps check a move");
}

#[test]
fn the_stir_lesson_devours_the_pawn_beside_the_head_and_the_last_lesson_wins() {
    let (list, _) = lessons();
    let find = |id: &str| {
        list.iter()
            .find(|e| e.id.ends_with(id))
            .unwrap_or_else(|| panic!("no lesson {id}"))
    };
    let stirred = rehearse_mehen(&find("mehen-stir").lesson).unwrap();
    let pos = stirred.position();
    assert_eq!(pos.enlightened[0], 1, "the head pawn is enlightened");
    assert_eq!(pos.devoured[0], 1, "the pawn on 60 is pulled into the head");
    assert_eq!(pos.stirs, 3);
    let won = rehearse_mehen(&find("mehen-win").lesson).unwrap();
    let outcome = won.outcome().expect("the game is over");
    assert_eq!(outcome.winners().collect::<Vec<Seat>>(), vec![Seat(0)]);
    // The slide lesson's pawn ends past the pawn it slid over.
    let slid = rehearse_mehen(&find("mehen-slide").lesson).unwrap();
    assert_eq!(
        slid.position().cell(8),
        mehen::rules::mehen::position::Cell::Pawn(Seat(0))
    );
    let _: Option<Action> = None;
}

#[test]
fn a_broken_lesson_is_reported_with_its_file_and_place() {
    let err = read_lesson(
        "99-broken.lesson.ron",
        "(\n  game: \"mehen\",\n  title: 3,\n)",
    )
    .unwrap_err();
    assert!(
        err.contains("assets/tutorial/99-broken.lesson.ron"),
        "{err}"
    );
    assert!(err.contains("line 3"), "{err}");
    let bad_goal = r#"(game: "mehen", title: (en: "a", fr: "a"), intro: (en: "a", fr: "a"),
        setup: "A5 B7", steps: [(throw: 2, goal: Play(["5+2"]), say: (en: "a", fr: "a"),
        done: (en: "a", fr: "a"))])"#;
    let err = read_lesson("98-no-hint.lesson.ron", bad_goal).unwrap_err();
    assert!(err.contains("step 1") && err.contains("hint"), "{err}");
    let other = bad_goal.replace("\"mehen\"", "\"senet-kendall\"");
    let err = read_lesson("96-senet.lesson.ron", &other).unwrap_err();
    assert!(err.contains("only Mehen lessons"), "{err}");
    let bad_setup = bad_goal.replace("A5 B7", "A99");
    let err = read_lesson("97-bad-setup.lesson.ron", &bad_setup).unwrap_err();
    assert!(err.contains("setup"), "{err}");
}
