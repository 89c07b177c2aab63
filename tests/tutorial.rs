//! The lessons of Learn to play: every file reads, every lesson's goals (Mehen and the other games)
//! are legal moves that play through the engine, a wrong move is refused with the lesson's hint,
//! the lessons end where their texts say, and a broken lesson file is reported by name and place.

use mehen::rules::bak_amen::{BakAmen, NILE};
use mehen::rules::family::Family;
use mehen::rules::hyena::{Hyena, Stage};
use mehen::rules::senet::{Senet, SenetPhase, Side};
use mehen::rules::{
    Throw,
    mehen::{Action, Seat},
};
use mehen::tutorial::race::{LessonGame, RaceCoach, rehearse, rehearse_race};
use mehen::tutorial::{
    Goal, LessonEntry, Tried, any_move, judge_mehen, lessons, read_lesson, rehearse_every_reply,
    rehearse_mehen,
};

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

/// A lesson's point does not hang on the move the computer happens to play for the other seat: every
/// Mehen lesson is rehearsed through each move that seat could make in its steps.
#[test]
fn every_mehen_lesson_holds_whatever_the_other_seat_plays() {
    let mut branched = 0;
    for e in lessons()
        .0
        .iter()
        .filter(|e| e.lesson.is_mehen() && !e.lesson.practice)
    {
        let lines = rehearse_every_reply(&e.lesson).unwrap_or_else(|err| panic!("{}: {err}", e.id));
        if lines > 1 {
            branched += 1;
        }
    }
    // The lessons with a step for the other seat (the first, the passing one, ...) really branched.
    assert!(branched >= 2, "only {branched} lessons branched");
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
            } else {
                // As on screen: any move is a real one, and a throw leaving only a pass passes.
                let mut legal = Vec::new();
                game.legal_actions(&mut legal);
                match step.goal {
                    Goal::Throw if legal == [Action::PASS] => {
                        game.play(Action::PASS, &mut ()).unwrap()
                    }
                    Goal::Throw => {}
                    _ => game.play(any_move(&legal).unwrap(), &mut ()).unwrap(),
                }
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
}

#[test]
fn a_broken_lesson_is_reported_with_its_file_and_place() {
    let err = read_lesson(
        "99-broken.lesson.ron",
        "(\n  game: \"mehen\",\n  title: 3,\n)",
    )
    .unwrap_err()
    .to_string();
    assert!(
        err.contains("assets/tutorial/99-broken.lesson.ron"),
        "{err}"
    );
    assert!(err.contains("line 3"), "{err}");
    let bad_goal = r#"(game: "mehen", title: (en: "a", fr: "a"), intro: (en: "a", fr: "a"),
        setup: "A5 B7", steps: [(throw: 2, goal: Play(["5+2"]), say: (en: "a", fr: "a"),
        done: (en: "a", fr: "a"))])"#;
    let err = read_lesson("98-no-hint.lesson.ron", bad_goal)
        .unwrap_err()
        .to_string();
    assert!(err.contains("step 1") && err.contains("hint"), "{err}");
    // A Senet position with a pawn off the board, and a Mehen setup given to Senet.
    let senet = r#"(game: "senet-kendall", title: (en: "a", fr: "a"), intro: (en: "a", fr: "a"),
        position: Senet(white: [31], black: [3], to_move: 0), steps: [(throw: 2, goal: Any,
        say: (en: "a", fr: "a"), done: (en: "a", fr: "a"))])"#;
    let err = read_lesson("95-senet.lesson.ron", senet)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("95-senet") && err.contains("square 31"),
        "{err}"
    );
    let unknown = senet.replace("\"senet-kendall\"", "\"chess\"");
    let err = read_lesson("96-chess.lesson.ron", &unknown)
        .unwrap_err()
        .to_string();
    assert!(err.contains("no game is called `chess`"), "{err}");
    let wrong_kind = senet.replace(
        "Senet(white: [31], black: [3], to_move: 0)",
        "BakAmen(a: [], b: [], to_move: 0)",
    );
    let err = read_lesson("94-senet.lesson.ron", &wrong_kind)
        .unwrap_err()
        .to_string();
    assert!(err.contains("not one of game `senet-kendall`"), "{err}");
    let bad_setup = bad_goal.replace("A5 B7", "A99");
    let err = read_lesson("97-bad-setup.lesson.ron", &bad_setup)
        .unwrap_err()
        .to_string();
    assert!(err.contains("setup"), "{err}");
}

fn lesson(id: &str) -> LessonEntry {
    let (list, _) = lessons();
    list.into_iter()
        .find(|e| e.id.ends_with(id))
        .unwrap_or_else(|| panic!("no lesson {id}"))
}

#[test]
fn every_lesson_of_every_game_plays_its_goals_and_every_game_has_a_few() {
    let (list, _) = lessons();
    for e in &list {
        rehearse(&e.lesson).unwrap_or_else(|err| panic!("{}: {err}", e.id));
    }
    for game in ["senet", "hyena", "family-mehen", "bak-amen"] {
        let n = list
            .iter()
            .filter(|e| e.lesson.game.starts_with(game))
            .count();
        assert!((2..=12).contains(&n), "{game}: {n} lessons");
    }
}

/// Every `Play` step of a race lesson refuses another legal move (the hint is then shown) and
/// accepts the goal's, through the coach the screens keep.
fn coach_refuses_and_accepts<G: LessonGame>(e: &LessonEntry) -> u32 {
    let mut game = G::lesson_start(&e.lesson).unwrap();
    let mut checked = 0;
    let mut legal = Vec::new();
    for step in &e.lesson.steps {
        game.give_throw(step.throw).unwrap();
        if matches!(step.goal, Goal::Throw) {
            continue;
        }
        game.actions(&mut legal);
        let mut coach = RaceCoach::for_step(step, &game);
        if coach.goal.is_some() {
            assert!(step.hint.is_some(), "{}", e.id);
            let wrong = legal
                .iter()
                .copied()
                .find(|a| RaceCoach::for_step(step, &game).judge(&game, *a).is_err())
                .unwrap_or_else(|| panic!("{}: no wrong move to try", e.id));
            assert!(coach.judge(&game, wrong).is_err());
            assert_eq!(coach.tried(), Tried::Refused);
            assert_eq!(coach.played, 0);
            checked += 1;
        }
        let right = legal
            .iter()
            .copied()
            .find(|a| RaceCoach::for_step(step, &game).judge(&game, *a).is_ok())
            .unwrap();
        coach.judge(&game, right).unwrap();
        assert_eq!(coach.played, 1);
        game.take(right).unwrap();
    }
    checked
}

#[test]
fn a_wrong_move_in_the_other_games_gets_the_lessons_hint() {
    let (list, _) = lessons();
    let mut checked = 0;
    for e in list.iter().filter(|e| !e.lesson.is_mehen()) {
        checked += match e.lesson.game.as_str() {
            "senet-kendall" | "senet-houses" => coach_refuses_and_accepts::<Senet>(e),
            "hyena" => coach_refuses_and_accepts::<Hyena>(e),
            "family-mehen" => coach_refuses_and_accepts::<Family>(e),
            "bak-amen" => coach_refuses_and_accepts::<BakAmen>(e),
            other => panic!("{other}"),
        };
    }
    assert!(checked >= 8, "only {checked} steps check a move");
}

/// The Mehen course in a beginner's order: the goal and throwing, entering, slides, blockades, the
/// head by exact count, the stir and the win, the lions, jumps, then the fine points, and a real game
/// last; each lesson's first step is the learner's own.
#[test]
fn the_mehen_course_runs_in_a_learners_order() {
    let (list, _) = lessons();
    let order: Vec<&str> = list
        .iter()
        .filter(|e| e.lesson.is_mehen())
        .map(|e| e.id.as_str())
        .collect();
    assert_eq!(
        order,
        [
            "mehen-throw",
            "mehen-enter",
            "mehen-first-turn",
            "mehen-slide",
            "mehen-slides",
            "mehen-blockade-stops",
            "mehen-jump",
            "mehen-blockade-across",
            "mehen-head",
            "mehen-stir",
            "mehen-win",
            "mehen-blockade-protects",
            "mehen-lion-pounce",
            "mehen-lion-sprint",
            "mehen-lion-leaves",
            "mehen-no-leapfrog",
            "mehen-lions-rest",
            "mehen-last-pawn",
            "mehen-cannot-move",
            "mehen-practice",
        ]
    );
    assert!(list[0].lesson.intro.en.starts_with("The goal"));
    for e in list
        .iter()
        .filter(|e| e.lesson.is_mehen() && !e.lesson.practice)
    {
        let start = e.lesson.mehen_start().unwrap();
        let seat = start.to_move().map(|s| s.0);
        assert!(
            !e.lesson.plays_for_you(seat),
            "{}: starts with the other seat",
            e.id
        );
    }
    // Lesson ids stay unique once their places in the list are left out.
    let mut ids: Vec<&str> = list.iter().map(|e| e.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), list.len());
}

/// The new lessons end where their words say.
#[test]
fn the_head_the_resting_lions_and_the_two_piece_rule_end_as_told() {
    use mehen::rules::mehen::position::Cell;
    let (list, _) = lessons();
    let find = |id: &str| &list.iter().find(|e| e.id == id).unwrap().lesson;
    // Into the head with exactly three points.
    let g = rehearse_mehen(find("mehen-head")).unwrap();
    assert_eq!(g.position().head_pawns[0], 1);
    assert_eq!(g.position().cell(58), Cell::Empty);
    // The stir pulled every pawn two spaces; the lion stayed on 40 and the pawn from 12 walked on.
    let g = rehearse_mehen(find("mehen-lions-rest")).unwrap();
    assert_eq!(g.position().stirs, 4);
    assert!(matches!(g.position().cell(40), Cell::Lion));
    assert_eq!(g.position().cell(14), Cell::Pawn(Seat(0)));
    // Neither pawn can take a point: passing is the only move left, and the game passes.
    let mut first = find("mehen-cannot-move").clone();
    first.steps.truncate(1);
    let mut g = first.mehen_start().unwrap();
    g.throw(first.steps[0].mehen_throw().unwrap(), &mut ())
        .unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, [Action::PASS]);
    let g = rehearse_mehen(&first).unwrap();
    assert_eq!(g.to_move(), Some(Seat(1)));
    // Then a pass by choice, with moves on offer: nothing of A's moved.
    let g = rehearse_mehen(find("mehen-cannot-move")).unwrap();
    assert_eq!(g.to_move(), Some(Seat(1)));
    assert_eq!(g.position().cell(20), Cell::Pawn(Seat(0)));
    assert_eq!(g.position().cell(30), Cell::Pawn(Seat(0)));
}

#[test]
fn the_other_games_lessons_end_where_their_texts_say() {
    // The House of Death: the pawn died on 27, then the 4 bore it off.
    let g = rehearse_race::<Senet>(&lesson("senet-death").lesson).unwrap();
    // White had two pawns on the board (the others were off already).
    assert_eq!((g.at(27), g.at(28)), (None, Some(Side::White)));
    assert_eq!(g.borne_off(Side::White), 4);
    // A one brings the mother on; once she is out, a one is saved.
    let g = rehearse_race::<Hyena>(&lesson("hyena-enter").lesson).unwrap();
    assert_eq!(
        g.stage(0),
        Stage::Mother {
            square: 1,
            back: false
        }
    );
    assert_eq!(g.stage(1), Stage::Waiting);
    assert_eq!(g.ones(0), 1);
    // The swap: the white pawn on 14, the black one sent back to 12.
    let g = rehearse_race::<Senet>(&lesson("senet-swap").lesson).unwrap();
    assert_eq!((g.at(14), g.at(12)), (Some(Side::White), Some(Side::Black)));
    // The House of Beauty: the pawn from 23 on 26, the pawn from 29 borne off.
    let g = rehearse_race::<Senet>(&lesson("senet-beauty").lesson).unwrap();
    assert_eq!(g.at(26), Some(Side::White));
    assert_eq!(g.borne_off(Side::White), 3);
    // Happiness stops the pawn on 26; the Water sends it back to 15.
    let g = rehearse_race::<Senet>(&lesson("senet-houses").lesson).unwrap();
    assert_eq!(
        (g.at(26), g.at(27), g.at(15)),
        (None, None, Some(Side::White))
    );
    // The mother pays her way into the centre, then a one is saved.
    let g = rehearse_race::<Hyena>(&lesson("hyena-centre").lesson).unwrap();
    assert_eq!(
        g.stage(0),
        Stage::Mother {
            square: 88,
            back: false
        }
    );
    assert_eq!(g.ones(0), 1);
    // The hyena eats the mother it lands on.
    let g = rehearse_race::<Hyena>(&lesson("hyena-eats").lesson).unwrap();
    assert_eq!(g.stage(1), Stage::Eaten);
    assert_eq!(g.eaten_by(0), 1);
    // The serpent sends B's Egyptian back to the tail.
    let g = rehearse_race::<Family>(&lesson("family-serpent").lesson).unwrap();
    assert_eq!(g.egyptians(1).collect::<Vec<_>>(), vec![0]);
    assert_eq!(g.serpent(0), Some(12));
    // Carried on from 7 to 10; B rolls again after the 6 and enters a new Egyptian.
    let g = rehearse_race::<Family>(&lesson("family-carried").lesson).unwrap();
    assert!(
        g.egyptians(0).any(|s| s == 10),
        "{:?}",
        g.egyptians(0).collect::<Vec<_>>()
    );
    assert!(g.egyptians(1).any(|s| s == 0));
    // The lone red pawn is arrested, then enters again from the Nile.
    let mut arrest = lesson("bak-arrest").lesson;
    arrest.steps.truncate(1);
    let g = rehearse_race::<BakAmen>(&arrest).unwrap();
    assert_eq!(g.on_nile(1), 1);
    assert_eq!(g.count(1, NILE), 1);
    let g = rehearse_race::<BakAmen>(&lesson("bak-arrest").lesson).unwrap();
    assert_eq!(g.on_nile(1), 0);
    // Bearing off: the 6 takes the pawn on 5 off.
    let g = rehearse_race::<BakAmen>(&lesson("bak-bear-off").lesson).unwrap();
    assert_eq!(g.count(0, 5), 0);
    assert!(g.borne_off(0) >= 9);
}

/// The lessons of the later rules (the end of the Senet board, the centre left, the head, closed
/// points) end where their texts say.
#[test]
fn the_later_rules_lessons_end_where_their_texts_say() {
    // No forward move for the 4: the pawn on 30 went back to 26.
    let g = rehearse_race::<Senet>(&lesson("senet-backward").lesson).unwrap();
    assert_eq!(
        (g.at(26), g.at(29), g.at(30)),
        (Some(Side::White), Some(Side::White), None)
    );
    // White cannot move its 5 at all: the turn is lost and the 5 offered to Black.
    let mut stuck = lesson("senet-offered").lesson;
    stuck.steps.truncate(1);
    let g = rehearse_race::<Senet>(&stuck).unwrap();
    assert_eq!(g.phase(), SenetPhase::Throw { offered: Some(5) });
    assert_eq!(g.to_move(), Some(Side::Black));
    // Attacked on 28, Black's pawn is thrown into the House of Death.
    let g = rehearse_race::<Senet>(&lesson("senet-end-attack").lesson).unwrap();
    assert_eq!((g.at(27), g.at(28)), (Some(Side::Black), Some(Side::White)));
    // Black's last pawn falls back onto the dead white pawn: White lives again on 30, then leaves.
    let mut fall = lesson("senet-resurrection").lesson;
    fall.steps.truncate(1);
    let g = rehearse_race::<Senet>(&fall).unwrap();
    assert_eq!((g.at(27), g.at(30)), (Some(Side::Black), Some(Side::White)));
    let g = rehearse_race::<Senet>(&lesson("senet-resurrection").lesson).unwrap();
    assert_eq!(g.borne_off(Side::White), 4);
    // Off from 29 with a 2, then from 30 with a 1.
    let g = rehearse_race::<Senet>(&lesson("senet-houses-leave").lesson).unwrap();
    assert_eq!(
        (g.at(29), g.at(30), g.at(28)),
        (None, None, Some(Side::White))
    );
    // Into the head: the serpent comes out and down 3; then B's Egyptian is sent back to 24.
    let g = rehearse_race::<Family>(&lesson("family-head").lesson).unwrap();
    assert_eq!(g.serpent(0), Some(58));
    assert_eq!(g.egyptians(0).filter(|&s| s == 26).count(), 1);
    assert_eq!(
        g.egyptians(1).filter(|&s| s != 0).collect::<Vec<_>>(),
        vec![24]
    );
    // One pawn from 13 used both dice, over the closed point 10, to 9.
    let g = rehearse_race::<BakAmen>(&lesson("bak-closed").lesson).unwrap();
    assert_eq!((g.count(0, 13), g.count(0, 9), g.count(0, 12)), (1, 3, 0));
    // The mother pays her way out of the centre, then swaps with B's mother on 80.
    let g = rehearse_race::<Hyena>(&lesson("hyena-leave-centre").lesson).unwrap();
    assert_eq!(g.ones(0), 0);
    assert_eq!(
        g.stage(0),
        Stage::Mother {
            square: 80,
            back: true
        }
    );
    assert_eq!(
        g.stage(1),
        Stage::Mother {
            square: 86,
            back: false
        }
    );
}

#[test]
fn a_bak_amen_play_entered_in_another_order_is_judged_the_same() {
    let e = lesson("bak-arrest");
    let mut game = BakAmen::lesson_start(&e.lesson).unwrap();
    game.throw(31).unwrap();
    let step = &e.lesson.steps[0];
    // A wrong play, its dice in either order: refused both ways.
    for text in ["9/8 9/6", "9/6 9/8"] {
        let play = mehen::rules::bak_amen::BakAction::parse(text).unwrap();
        let mut coach = RaceCoach::for_step(step, &game);
        assert!(coach.judge(&game, play).is_err(), "{text}");
    }
    // The goal's step, whichever die comes first.
    for text in ["13/10 10/9", "13/12 12/9", "13/10 9/8"] {
        let play = mehen::rules::bak_amen::BakAction::parse(text).unwrap();
        let refused = RaceCoach::for_step(step, &game).judge(&game, play).is_err();
        assert_eq!(refused, text == "13/12 12/9", "{text}");
    }
}

/// Every text of every lesson file, with its file: what follows `en:` or `fr:`, in quotes.
fn lesson_texts() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/tutorial");
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let source = std::fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for start in ["en: \"", "fr: \""] {
            for (at, _) in source.match_indices(start) {
                let rest = &source[at + start.len()..];
                let end = rest.find('"').unwrap();
                texts.push((name.clone(), rest[..end].to_string()));
            }
        }
    }
    texts
}

#[test]
fn on_a_touch_screen_no_lesson_names_a_key() {
    use mehen::i18n::{names_a_key, without_key_hints};
    let texts = lesson_texts();
    assert!(texts.len() > 200, "{}", texts.len());
    // The lessons do name keys, for a keyboard.
    assert!(texts.iter().any(|(_, t)| names_a_key(t).is_some()));
    for (file, text) in &texts {
        let touch = without_key_hints(text);
        let named = names_a_key(&touch);
        assert!(named.is_none(), "{file} names {named:?}: {touch}");
    }
}
