//! The Hyena game (seed 001): one test per rule and per interpretation (docs/rules/hyena.md), then
//! random whole games (termination, determinism, conservation) and record round trips.

use mehen::dice::Sticks;
use mehen::rules::common::race::RaceGame;
use mehen::rules::hyena::record::HyenaRecord;
use mehen::rules::hyena::{Hyena, HyenaAction, HyenaEvent, HyenaOptions, HyenaPhase, Stage};
use rand::{RngExt, SeedableRng};

use HyenaAction::{Enter, Move, Pass, Pay, Save};

const CENTRE: u8 = 88;

fn mother(square: u8, back: bool) -> Stage {
    Stage::Mother { square, back }
}

fn hyena(square: u8, back: bool) -> Stage {
    Stage::Hyena { square, back }
}

fn two(a: Stage, b: Stage) -> Hyena {
    Hyena::with_position(HyenaOptions::new(2), &[a, b], &[0, 0], 0).unwrap()
}

fn legal_after(g: &Hyena, flats: u8) -> Vec<HyenaAction> {
    let mut g = g.clone();
    g.throw(flats).unwrap();
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

fn play(g: &mut Hyena, flats: u8, action: HyenaAction) -> Vec<HyenaEvent> {
    g.throw(flats).unwrap();
    let mut events = Vec::new();
    g.play(action, &mut events).unwrap();
    events
}

#[test]
fn throws_score_as_the_table_with_hyenas_doubled() {
    let g = Hyena::new(HyenaOptions::new(2)).unwrap();
    // Flat sides: 0 (three round), 1, 2, 3.
    assert_eq!([0, 1, 2, 3].map(|f| g.distance(f, false)), [6, 0, 2, 4]);
    assert_eq!([0, 1, 2, 3].map(|f| g.distance(f, true)), [12, 0, 4, 8]);
    let three = Hyena::new(HyenaOptions::parse(2, "three").unwrap()).unwrap();
    assert_eq!(three.distance(3, false), 3);
    assert_eq!(three.distance(3, true), 6);
    assert_eq!(Hyena::device(), mehen::rules::ThrowDevice::Sticks(3));
}

#[test]
fn a_mother_enters_only_on_a_one() {
    let g = Hyena::new(HyenaOptions::new(2)).unwrap();
    for flats in [0, 2, 3] {
        assert_eq!(legal_after(&g, flats), [Pass], "{flats} flat sides");
    }
    assert_eq!(legal_after(&g, 1), [Enter]);
    let mut g = g;
    play(&mut g, 1, Enter);
    assert_eq!(g.stage(0), mother(1, false));
    assert_eq!(g.ones(0), 0, "the entering one is not saved");
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn ones_are_saved_once_the_mother_is_out() {
    let mut g = two(mother(10, false), Stage::Waiting);
    assert_eq!(legal_after(&g, 1), [Save]);
    play(&mut g, 1, Save);
    assert_eq!(g.ones(0), 1);
    assert_eq!(g.stage(0), mother(10, false), "a one never moves a piece");
    // A hyena at the tail saves its ones too.
    let g = two(hyena(0, false), Stage::Waiting);
    assert_eq!(legal_after(&g, 1), [Save]);
}

#[test]
fn the_centre_is_entered_by_an_exact_throw_or_with_saved_ones() {
    let mut g = two(mother(CENTRE - 2, false), Stage::Waiting);
    assert_eq!(legal_after(&g, 2), [Move]);
    play(&mut g, 2, Move);
    assert_eq!(g.stage(0), mother(CENTRE, false));

    // Six from two short: over by four. Without four ones the mother stays.
    let g = two(mother(CENTRE - 2, false), Stage::Waiting);
    assert_eq!(legal_after(&g, 0), [Pass]);
    let mut g = Hyena::with_position(
        HyenaOptions::new(2),
        &[mother(CENTRE - 2, false), Stage::Waiting],
        &[5, 0],
        0,
    )
    .unwrap();
    assert_eq!(legal_after(&g, 0), [Pay, Pass], "paying is a choice");
    let events = play(&mut g, 0, Pay);
    assert!(events.contains(&HyenaEvent::Paid(4)), "{events:?}");
    assert_eq!(g.stage(0), mother(CENTRE, false));
    assert_eq!(g.ones(0), 1);
}

#[test]
fn leaving_the_centre_costs_four_ones_for_a_mother_and_ten_for_a_hyena() {
    let at = |stage, ones| {
        Hyena::with_position(
            HyenaOptions::new(2),
            &[stage, Stage::Waiting],
            &[ones, 0],
            0,
        )
        .unwrap()
    };
    assert_eq!(legal_after(&at(mother(CENTRE, false), 3), 2), [Pass]);
    let mut g = at(mother(CENTRE, false), 4);
    assert_eq!(legal_after(&g, 2), [Pay]);
    play(&mut g, 2, Pay);
    assert_eq!(g.stage(0), mother(CENTRE - 2, true));
    assert_eq!(g.ones(0), 0);

    assert_eq!(legal_after(&at(hyena(CENTRE, false), 9), 2), [Pass]);
    let mut g = at(hyena(CENTRE, false), 12);
    play(&mut g, 2, Pay);
    assert_eq!(g.stage(0), hyena(CENTRE - 4, true), "a hyena moves double");
    assert_eq!(g.ones(0), 2);
    // While waiting in the centre, ones are still saved.
    assert_eq!(legal_after(&at(hyena(CENTRE, false), 0), 1), [Save]);
}

#[test]
fn leaving_the_centre_is_compulsory_once_the_ones_are_saved() {
    for (stage, cost) in [(mother(CENTRE, false), 4), (hyena(CENTRE, false), 10)] {
        for ones in [cost, cost + 3] {
            let g = Hyena::with_position(
                HyenaOptions::new(2),
                &[stage, Stage::Waiting],
                &[ones, 0],
                0,
            )
            .unwrap();
            for flats in [0, 2, 3] {
                assert_eq!(
                    legal_after(&g, flats),
                    [Pay],
                    "{stage:?} with {ones} ones, {flats} flat sides: paying and leaving is the only action"
                );
            }
            // A one still only saves: it does not move the piece, so nothing is paid.
            assert_eq!(legal_after(&g, 1), [Save]);
        }
    }
}

#[test]
fn a_mother_home_frees_the_hyena_and_a_hyena_home_ends_its_part() {
    let mut g = two(mother(3, true), mother(40, false));
    let events = play(&mut g, 3, Move);
    assert!(events.contains(&HyenaEvent::MotherHome), "{events:?}");
    assert_eq!(g.stage(0), hyena(0, false));
    play(&mut g, 2, Move); // seat 1
    play(&mut g, 2, Move);
    assert_eq!(
        g.stage(0),
        hyena(4, false),
        "the hyena sets out at double speed"
    );

    let mut g = two(hyena(5, true), mother(40, false));
    let events = play(&mut g, 0, Move);
    assert!(events.contains(&HyenaEvent::HyenaHome), "{events:?}");
    assert_eq!(g.stage(0), Stage::Home);
    assert_eq!(g.home_order(), [0]);
    // Seat 0 no longer takes turns.
    play(&mut g, 2, Move);
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn pieces_landing_on_others_swap_places() {
    // Mother onto mother.
    let mut g = two(mother(10, false), mother(14, false));
    let events = play(&mut g, 3, Move);
    assert!(events.contains(&HyenaEvent::KnockedOff { seat: 1 }));
    assert_eq!(
        (g.stage(0), g.stage(1)),
        (mother(14, false), mother(10, false))
    );
    // A hyena going in onto a mother: a knock-off, not a meal.
    let mut g = two(hyena(10, false), mother(14, false));
    play(&mut g, 2, Move);
    assert_eq!(
        (g.stage(0), g.stage(1)),
        (hyena(14, false), mother(10, false))
    );
    // Hyena onto hyena, either way.
    let mut g = two(hyena(30, true), hyena(26, false));
    play(&mut g, 2, Move);
    assert_eq!(
        (g.stage(0), g.stage(1)),
        (hyena(26, true), hyena(30, false))
    );
    // A mother onto a hyena (the seed is silent: a knock-off like any other).
    let mut g = two(mother(10, false), hyena(12, true));
    play(&mut g, 2, Move);
    assert_eq!(
        (g.stage(0), g.stage(1)),
        (mother(12, false), hyena(10, true))
    );
}

#[test]
fn a_piece_knocked_to_the_tail_starts_again() {
    // Entering on square 1 onto a mother going in: she waits for a one again.
    let mut g = two(Stage::Waiting, mother(1, false));
    play(&mut g, 1, Enter);
    assert_eq!((g.stage(0), g.stage(1)), (mother(1, false), Stage::Waiting));
    // A hyena leaving the tail onto a hyena going in: that one is back at the tail.
    let mut g = two(hyena(0, false), hyena(4, false));
    play(&mut g, 2, Move);
    assert_eq!((g.stage(0), g.stage(1)), (hyena(4, false), hyena(0, false)));
    // Onto a mother on her way home: she is pushed home, and her hyena is free.
    let mut g = two(Stage::Waiting, mother(1, true));
    play(&mut g, 1, Enter);
    assert_eq!(g.stage(1), hyena(0, false));
}

#[test]
fn a_piece_knocked_into_the_centre_must_pay_to_leave_again() {
    let mut g = Hyena::with_position(
        HyenaOptions::new(2),
        &[mother(CENTRE, false), mother(CENTRE - 2, true)],
        &[4, 0],
        0,
    )
    .unwrap();
    play(&mut g, 2, Pay);
    assert_eq!(g.stage(0), mother(CENTRE - 2, true));
    assert_eq!(g.stage(1), mother(CENTRE, true));
    assert_eq!(
        legal_after(&g, 2),
        [Pass],
        "no ones: it waits in the centre"
    );
}

#[test]
fn a_returning_hyena_eats_the_mother_it_lands_on() {
    let opts = HyenaOptions::new(3);
    let mut g = Hyena::with_position(
        opts,
        &[hyena(50, true), mother(46, false), mother(20, false)],
        &[0, 0, 0],
        0,
    )
    .unwrap();
    let events = play(&mut g, 2, Move);
    assert!(events.contains(&HyenaEvent::Ate { seat: 1 }), "{events:?}");
    assert_eq!(g.stage(1), Stage::Eaten);
    assert_eq!(g.eaten_by(0), 1);
    assert_eq!(g.stage(0), hyena(46, true));
    assert_eq!(g.to_move(), Some(2), "an eaten player is skipped");
}

#[test]
fn most_mothers_eaten_wins_and_the_first_hyena_home_breaks_ties() {
    // Seat 1's hyena is home already, with nothing eaten; seat 0's eats seat 2's mother.
    let opts = HyenaOptions::new(3);
    let mut g = Hyena::with_position(
        opts,
        &[hyena(24, true), Stage::Home, mother(20, false)],
        &[0, 0, 0],
        0,
    )
    .unwrap();
    play(&mut g, 2, Move); // eats seat 2 on 20: everyone else is done or out
    assert_eq!(g.stage(2), Stage::Eaten);
    assert_eq!(
        g.phase(),
        HyenaPhase::Throw,
        "seat 0 is still on its way home"
    );
    play(&mut g, 0, Move);
    play(&mut g, 0, Move);
    assert_eq!(g.stage(0), Stage::Home);
    assert_eq!(g.phase(), HyenaPhase::Over);
    assert_eq!(
        g.winner(),
        Some(0),
        "one mother eaten beats being home first"
    );

    // Nobody ate: the first hyena home wins.
    let mut g = two(hyena(2, true), hyena(12, true));
    play(&mut g, 2, Move);
    play(&mut g, 0, Move);
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.ranking(), [0, 1]);
}

#[test]
fn positions_are_checked() {
    let o = HyenaOptions::new(2);
    assert!(Hyena::with_position(o, &[mother(5, false), mother(5, true)], &[0, 0], 0).is_err());
    assert!(Hyena::with_position(o, &[mother(89, false), Stage::Waiting], &[0, 0], 0).is_err());
    assert!(Hyena::with_position(o, &[Stage::Home, Stage::Waiting], &[0, 0], 0).is_err());
    // Any number of pieces in the centre.
    assert!(Hyena::with_position(o, &[mother(88, false), hyena(88, true)], &[0, 0], 0).is_ok());
    assert!(HyenaOptions::parse(7, "").is_err());
    assert!(HyenaOptions::parse(2, "squares=59").is_err());
    assert!(HyenaOptions::parse(2, "sideways").is_err());
    assert_eq!(
        HyenaOptions::parse(2, "three,squares=60")
            .unwrap()
            .to_string(),
        "three,squares=60"
    );
}

#[test]
fn illegal_actions_are_refused_and_change_nothing() {
    let mut g = Hyena::new(HyenaOptions::new(2)).unwrap();
    let before = g.clone();
    assert!(g.play(Move, &mut Vec::new()).is_err(), "a throw is due");
    assert!(g.throw(4).is_err(), "three sticks");
    g.throw(2).unwrap();
    assert!(g.throw(2).is_err(), "a move is due");
    let thrown = g.clone();
    assert!(g.play(Enter, &mut Vec::new()).is_err());
    assert_eq!(g, thrown);
    assert_ne!(g, before);
}

/// A random game with its record: seeded sticks, random legal choices.
fn random_game(players: u8, seed: u64, options: &str) -> (Hyena, HyenaRecord) {
    let o = HyenaOptions::parse(players, options).unwrap();
    let mut g = Hyena::new(o).unwrap();
    let mut record = HyenaRecord::new_for(&g);
    let mut sticks = Sticks::seeded(seed);
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 99);
    let mut legal = Vec::new();
    while g.winner().is_none() && g.turns() < 20_000 {
        let seat = g.to_move().unwrap();
        let flats = sticks.draw(Hyena::device());
        g.throw(flats).unwrap();
        g.legal_actions(&mut legal);
        let a = legal[rng.random_range(0..legal.len())];
        g.play(a, &mut Vec::new()).unwrap();
        record.push(seat, flats, a);
        check_invariants(&g);
    }
    (g, record)
}

fn check_invariants(g: &Hyena) {
    let mut on_path = std::collections::HashSet::new();
    for s in 0..g.players() {
        let square = match g.stage(s) {
            Stage::Mother { square, .. } | Stage::Hyena { square, .. } => Some(square),
            _ => None,
        };
        if let Some(sq) = square.filter(|&q| q != 0 && q != g.centre()) {
            assert!(on_path.insert(sq), "two pieces on {sq}");
        }
    }
    let eaten_stages = (0..g.players())
        .filter(|&s| g.stage(s) == Stage::Eaten)
        .count();
    let eaten: u32 = (0..g.players()).map(|s| u32::from(g.eaten_by(s))).sum();
    assert_eq!(
        eaten as usize, eaten_stages,
        "every eaten mother was eaten by someone"
    );
}

#[test]
fn random_games_end_deterministically_with_the_pieces_accounted_for() {
    for players in 2..=6u8 {
        for seed in 0..30 {
            let options = if seed % 2 == 0 {
                ""
            } else {
                "three,squares=60"
            };
            let (g, record) = random_game(players, seed, options);
            assert!(
                g.winner().is_some(),
                "{players} players, seed {seed}: no end"
            );
            let winner = g.winner().unwrap();
            assert_eq!(g.ranking()[0], winner);
            assert!(
                matches!(g.stage(winner), Stage::Home),
                "the winner's hyena is home"
            );
            let (again, _) = random_game(players, seed, options);
            assert_eq!(g, again);
            // The record prints, parses and replays to the same game.
            let text = record.to_string();
            let parsed = HyenaRecord::parse(&text).unwrap();
            assert_eq!(
                parsed.replay().unwrap(),
                g,
                "{players} players, seed {seed}"
            );
        }
    }
}

#[test]
fn four_sticks_draw_what_the_mehen_sticks_throw() {
    let mut a = Sticks::seeded(11);
    let mut b = Sticks::seeded(11);
    for _ in 0..1000 {
        assert_eq!(
            a.draw(mehen::rules::ThrowDevice::Sticks(4)),
            b.throw().flats()
        );
    }
    let mut counts = [0u32; 4];
    let mut c = Sticks::seeded(3);
    for _ in 0..8000 {
        counts[c.draw(Hyena::device()) as usize] += 1;
    }
    for (flats, want) in [1000u32, 3000, 3000, 1000].iter().enumerate() {
        assert!(
            counts[flats].abs_diff(*want) < want / 8,
            "{flats}: {counts:?}"
        );
    }
}

#[test]
fn broken_records_say_where() {
    let bad_players = "# a comment\n[Game \"hyena\"]\n[Players \"9\"]\n\n1. A 1: E\n";
    let e = HyenaRecord::parse(bad_players)
        .unwrap()
        .replay()
        .unwrap_err();
    assert!(e.to_string().starts_with("3:1:"), "{e}");
    assert!(e.to_string().contains("9 players"), "{e}");
    let e = HyenaRecord::parse("[Game \"hyena\"]\n1. A 1 E\n").unwrap_err();
    assert_eq!((e.line, e.column), (2, 1), "{e}");
    let e = HyenaRecord::parse("[Game \"hyena\"]\n1. G 1: E\n").unwrap_err();
    assert_eq!((e.line, e.column), (2, 4), "{e}");
    let e = HyenaRecord::parse("[Game \"hyena\"]\n1. A 1: X\n").unwrap_err();
    assert_eq!((e.line, e.column), (2, 9), "{e}");
    assert!(HyenaRecord::parse("[Game \"senet-kendall\"]\n").is_err());
    let e = HyenaRecord::parse("[Game \"hyena\"]\n2. A 1: E\n")
        .unwrap()
        .replay()
        .unwrap_err();
    assert_eq!(e.to_string(), "line 2: turn 1 is numbered 2");
    let e = HyenaRecord::parse("[Game \"hyena\"]\n1. B 1: E\n")
        .unwrap()
        .replay()
        .unwrap_err();
    assert_eq!(e.to_string(), "line 2: it is A's turn, not B's");
}
