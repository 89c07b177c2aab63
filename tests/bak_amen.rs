//! Bak-Amen (seed 004): one test per rule and per interpretation (docs/rules/bak-amen.md), then random
//! whole games (termination, determinism, conservation) and record round trips.

use mehen::dice::Sticks;
use mehen::rules::bak_amen::{
    BakAction, BakAmen, BakAmenRecord, BakEvent, BakPhase, NILE, OFF, POINTS, Step, WinKind,
    point_of, square_of,
};
use mehen::rules::common::race::RaceGame;
use rand::{RngExt, SeedableRng};

/// A position: each seat's (point, pawns) on its own points (21 the Nile); the rest are borne off.
fn at(white: &[(u8, u8)], red: &[(u8, u8)], to_move: u8) -> BakAmen {
    let side = |list: &[(u8, u8)]| {
        let mut s = [0u8; 22];
        for &(p, n) in list {
            s[p as usize] += n;
        }
        s[OFF as usize] = 12 - s.iter().sum::<u8>();
        s
    };
    BakAmen::with_position([side(white), side(red)], to_move).unwrap()
}

fn legal_after(g: &BakAmen, throw: u8) -> Vec<String> {
    let mut g = g.clone();
    g.throw(throw).unwrap();
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out.iter().map(|a| a.to_string()).collect()
}

fn play(g: &mut BakAmen, throw: u8, text: &str) -> Vec<BakEvent> {
    g.throw(throw).unwrap();
    let mut events = Vec::new();
    g.play(BakAction::parse(text).unwrap(), &mut events)
        .unwrap();
    events
}

fn step(from: u8, to: u8) -> Step {
    Step { from, to }
}

#[test]
fn the_set_up_follows_the_seed_on_the_senet_squares() {
    let g = BakAmen::new();
    for seat in 0..2 {
        assert_eq!(
            (0..=NILE).map(|p| g.count(seat, p)).sum::<u8>(),
            12,
            "twelve pawns each"
        );
        assert_eq!(g.pips(seat), 2 * 20 + 4 * 11 + 2 * 7 + 4 * 5);
    }
    // White: 2 on square 10, 4 on 1, 2 on 24, 4 on 26; Red: 2 on 30, 4 on 21, 2 on 4, 4 on 6.
    let squares = |seat: u8| -> Vec<(u8, u8)> {
        let mut v: Vec<(u8, u8)> = (1..=POINTS)
            .filter(|&p| g.count(seat, p) > 0)
            .map(|p| (square_of(seat, p), g.count(seat, p)))
            .collect();
        v.sort_unstable();
        v
    };
    assert_eq!(squares(0), vec![(1, 4), (10, 2), (24, 2), (26, 4)]);
    assert_eq!(squares(1), vec![(4, 2), (6, 4), (21, 4), (30, 2)]);
    // The two tracks run opposite ways over the top and bottom rows, never over the Nile row.
    for p in 1..=POINTS {
        let (a, b) = (square_of(0, p), square_of(1, 21 - p));
        assert_eq!(a, b, "White's point {p} is Red's point {}", 21 - p);
        assert!(!(11..=20).contains(&a));
        assert_eq!(point_of(0, a), Some(p));
    }
    assert_eq!(square_of(0, 1), 30, "White bears off past square 30");
    assert_eq!(square_of(1, 1), 10, "Red bears off past square 10");
}

#[test]
fn the_opening_throw_decides_who_starts_and_a_double_is_thrown_again() {
    let mut g = BakAmen::new();
    assert_eq!(g.phase(), BakPhase::Opening);
    g.throw(44).unwrap();
    let mut legal = Vec::new();
    g.legal_actions(&mut legal);
    assert_eq!(legal, vec![BakAction::Rethrow]);
    g.play(BakAction::Rethrow, &mut Vec::new()).unwrap();
    assert_eq!(g.phase(), BakPhase::Opening);
    // The first die is A's, the second B's: B's 5 beats A's 3, and B plays the 3 and the 5.
    g.throw(35).unwrap();
    assert_eq!(g.to_move(), Some(1));
    g.legal_actions(&mut legal);
    assert!(legal.iter().all(|a| a.steps().len() == 2));
    g.play(BakAction::parse("11/6 11/8").unwrap(), &mut Vec::new())
        .unwrap();
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.phase(), BakPhase::Throw);
    // After the opening a double is an ordinary throw of four moves.
    g.throw(22).unwrap();
    g.legal_actions(&mut legal);
    assert!(legal.iter().all(|a| a.steps().len() == 4));
}

#[test]
fn both_dice_must_be_used_when_they_can() {
    // White's only pawn outside the home board can move 5 then 3, or 3 then 5.
    let g = at(&[(10, 1), (2, 2)], &[(20, 2)], 0);
    let legal = legal_after(&g, 53);
    assert!(legal.iter().all(|a| a.split(' ').count() == 2), "{legal:?}");
    assert!(legal.contains(&"10/5 5/2".to_string()));
    // Playing one die alone is not a play.
    let mut g2 = g.clone();
    g2.throw(53).unwrap();
    assert!(
        g2.play(BakAction::parse("10/5").unwrap(), &mut Vec::new())
            .is_err()
    );
}

#[test]
fn when_only_one_die_can_be_used_it_is_the_larger_if_possible() {
    // White's lone pawn on 10: 10-6 = 4 is open, but then 4-2 = 2 is blocked; 10-2 = 8 is open but
    // 8-6 = 2 is blocked. Either die alone can be played: the 6 must be.
    let g = at(&[(10, 1)], &[(19, 2), (12, 2), (20, 8)], 0);
    assert_eq!(legal_after(&g, 62), vec!["10/4"]);
}

#[test]
fn a_double_moves_four_times() {
    let g = at(&[(20, 1)], &[(2, 12)], 0);
    assert_eq!(legal_after(&g, 33), vec!["20/17 17/14 14/11 11/8"]);
}

#[test]
fn a_point_held_by_two_is_closed_and_a_lone_pawn_is_arrested() {
    // Red holds White's point 15 with two, and stands alone on White's point 17.
    let mut g = at(&[(20, 2)], &[(6, 2), (4, 1), (2, 9)], 0);
    let legal = legal_after(&g, 53);
    assert!(legal.iter().all(|a| !a.contains("/15")), "{legal:?}");
    let events = play(&mut g, 53, "20/17 17/12");
    assert!(events.contains(&BakEvent::Arrested { seat: 1, at: 4 }));
    assert_eq!(g.on_nile(1), 1);
    assert_eq!(g.count(1, 4), 0);
}

#[test]
fn a_pawn_on_the_nile_enters_first_on_the_other_home_board() {
    // Red on the Nile enters on its point 21 - die; nothing else moves until it is in.
    let g = at(&[(20, 2)], &[(NILE, 1), (10, 11)], 1);
    let legal = legal_after(&g, 21);
    assert!(
        legal.iter().all(|a| a.starts_with("N/")),
        "the Nile comes first: {legal:?}"
    );
    assert!(legal.contains(&"N/19 10/9".to_string()), "{legal:?}");
    // Red enters on White's home board: White holds its points 1 and 2, so a 1 and a 2 cannot enter.
    let closed = at(&[(1, 2), (2, 2)], &[(NILE, 1), (10, 11)], 1);
    assert_eq!(legal_after(&closed, 21), vec!["-"]);
    assert_eq!(legal_after(&closed, 11), vec!["-"]);
    // A 6 enters on point 15, past the five-point home board.
    assert!(legal_after(&closed, 61)[0].starts_with("N/15"));
}

#[test]
fn bearing_off_needs_every_pawn_home_and_uses_exact_or_higher_dice() {
    // A pawn outside the home board: no bearing off yet.
    let outside = at(&[(6, 1), (3, 2)], &[(12, 2)], 0);
    assert!(
        legal_after(&outside, 11)
            .iter()
            .all(|a| !a.split(' ').next().unwrap().ends_with("off"))
    );
    // All home: exact throws bear off; a die above the highest point bears off from it.
    let home = at(&[(4, 1), (2, 1)], &[(12, 2)], 0);
    let legal = legal_after(&home, 64);
    assert!(legal.contains(&"4/off 2/off".to_string()), "{legal:?}");
    // A higher die may not bear off a lower pawn while a higher point is occupied.
    let three = at(&[(5, 1), (2, 1)], &[(12, 2)], 0);
    let legal = legal_after(&three, 43);
    assert!(!legal.iter().any(|a| a.starts_with("2/off")), "{legal:?}");
    assert!(legal.contains(&"5/1 2/off".to_string()) || legal.contains(&"5/2 2/off".to_string()));
}

#[test]
fn the_dice_left_follow_the_steps_entered() {
    let g = at(&[(10, 1), (9, 1)], &[(18, 2)], 0);
    assert!(g.dice_left(&[]).is_empty(), "no throw, no dice");
    let mut thrown = g.clone();
    thrown.throw(53).unwrap();
    assert_eq!(thrown.dice_left(&[]), vec![5, 3]);
    assert_eq!(thrown.dice_left(&[step(9, 6)]), vec![5]);
    assert!(thrown.dice_left(&[step(9, 6), step(10, 5)]).is_empty());
    // A double is four moves of one number.
    let mut double = g.clone();
    double.throw(22).unwrap();
    assert_eq!(double.dice_left(&[step(10, 8), step(8, 6)]), vec![2, 2]);
    // Bearing off with a higher die uses the smallest die that reaches.
    let mut home = at(&[(2, 1), (1, 1)], &[(12, 2)], 0);
    home.throw(64).unwrap();
    assert_eq!(home.dice_left(&[step(2, OFF)]), vec![6]);
}

#[test]
fn the_steps_of_a_play_are_accepted_in_any_legal_order() {
    let g = at(&[(10, 1), (9, 1)], &[(18, 2)], 0);
    for text in ["10/5 9/6", "9/6 10/5"] {
        let mut h = g.clone();
        play(&mut h, 53, text);
        assert_eq!(h.count(0, 5), 1);
        assert_eq!(h.count(0, 6), 1);
    }
}

#[test]
fn a_win_scores_one_two_or_three_points() {
    let single = at(&[(1, 1)], &[(10, 1), (1, 1)], 0);
    let gammon = at(&[(1, 1)], &[(10, 12)], 0);
    let backgammon = at(&[(1, 1)], &[(10, 11), (17, 1)], 0);
    let from_nile = at(&[(1, 1)], &[(10, 11), (NILE, 1)], 0);
    for (g, kind) in [
        (single, WinKind::Single),
        (gammon, WinKind::Gammon),
        (backgammon, WinKind::Backgammon),
        (from_nile, WinKind::Backgammon),
    ] {
        let mut g = g;
        play(&mut g, 21, "1/off");
        assert_eq!(g.winner(), Some((0, kind)));
        assert_eq!(g.to_move(), None);
        assert_eq!(g.winners(), Some(1));
    }
}

#[test]
fn notation_round_trips_and_rejects_nonsense() {
    for text in [
        "20/15 11/8",
        "N/18 18/13",
        "3/off 2/off 1/off 1/off",
        "-",
        "R",
    ] {
        assert_eq!(BakAction::parse(text).unwrap().to_string(), text);
    }
    assert_eq!(
        BakAction::parse("13/8* 8/5").unwrap().steps(),
        &[step(13, 8), step(8, 5)]
    );
    for bad in [
        "",
        "20-15",
        "15/20",
        "0/3",
        "22/15",
        "1/off 2/off 3/off 4/off 5/off",
    ] {
        assert!(BakAction::parse(bad).is_none(), "{bad}");
    }
    let mut g = BakAmen::new();
    assert!(g.throw(70).is_err());
    assert!(g.throw(5).is_err());
}

#[test]
fn positions_are_checked() {
    let mut side = [0u8; 22];
    side[1] = 11;
    assert!(BakAmen::with_position([side, side], 0).is_err());
    let mut a = [0u8; 22];
    a[5] = 12;
    let mut b = [0u8; 22];
    b[16] = 12; // White's point 5
    assert!(BakAmen::with_position([a, b], 0).is_err());
}

fn random_game(seed: u64) -> (BakAmen, BakAmenRecord) {
    let mut g = BakAmen::new();
    let mut record = BakAmenRecord::new_for(&g);
    let mut dice = Sticks::seeded(seed);
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 77);
    let mut legal = Vec::new();
    while g.winner().is_none() && g.turns() < 5000 {
        let seat = g.to_move().unwrap();
        let throw = dice.draw(BakAmen::device());
        g.throw(throw).unwrap();
        g.legal_actions(&mut legal);
        let a = legal[rng.random_range(0..legal.len())];
        g.play(a, &mut Vec::new()).unwrap();
        record.push(seat, throw, a);
        check_invariants(&g);
    }
    (g, record)
}

fn check_invariants(g: &BakAmen) {
    for seat in 0..2 {
        assert_eq!((0..=NILE).map(|p| g.count(seat, p)).sum::<u8>(), 12);
    }
    for p in 1..=POINTS {
        assert!(
            g.count(0, p) == 0 || g.count(1, 21 - p) == 0,
            "both on White's point {p}"
        );
    }
}

#[test]
fn random_games_end_deterministically_with_the_pawns_accounted_for() {
    for seed in 0..60 {
        let (g, record) = random_game(seed);
        let (winner, _) = g.winner().expect("the game ends");
        assert_eq!(g.borne_off(winner), 12);
        let (again, _) = random_game(seed);
        assert_eq!(g, again);
        let parsed = BakAmenRecord::parse(&record.to_string()).unwrap();
        assert_eq!(parsed.replay().unwrap(), g, "seed {seed}");
    }
}

#[test]
fn the_two_dice_are_fair() {
    let mut d = Sticks::seeded(9);
    let mut counts = [[0u32; 7]; 2];
    for _ in 0..6000 {
        let t = d.draw(BakAmen::device());
        counts[0][(t / 10) as usize] += 1;
        counts[1][(t % 10) as usize] += 1;
    }
    for die in counts {
        assert_eq!(die[0], 0);
        for (face, &n) in die.iter().enumerate().skip(1) {
            assert!(n.abs_diff(1000) < 120, "{face}: {die:?}");
        }
    }
    let odds: f32 = BakAmen::throw_odds().iter().map(|o| o.1).sum();
    assert!((odds - 1.0).abs() < 1e-5);
    assert_eq!(BakAmen::throw_odds().len(), 21);
}

/// The legal plays (one per result, a double's steps searched from the highest point down) reach
/// exactly the results of every legal order of steps, which is what a person may enter.
#[test]
fn the_plays_listed_cover_every_order_of_steps() {
    use std::collections::BTreeSet;
    let result = |g: &BakAmen, a: &BakAction| -> Vec<u8> {
        let after = g.with_steps(a.steps());
        (0..2)
            .flat_map(|s| (0..=NILE).map(move |p| (s, p)))
            .map(|(s, p)| after.count(s, p))
            .collect()
    };
    let mut checked = 0;
    for seed in 0..40 {
        let mut g = BakAmen::new();
        let mut dice = Sticks::seeded(seed + 1000);
        let mut rng = rand_pcg::Pcg32::seed_from_u64(seed);
        let mut legal = Vec::new();
        while g.winner().is_none() {
            g.throw(dice.draw(BakAmen::device())).unwrap();
            g.legal_actions(&mut legal);
            if legal[0].steps().is_empty() {
                g.play(legal[0], &mut Vec::new()).unwrap();
                continue;
            }
            let listed: BTreeSet<Vec<u8>> = legal.iter().map(|a| result(&g, a)).collect();
            assert_eq!(listed.len(), legal.len(), "one play per result");
            let every: BTreeSet<Vec<u8>> = g
                .orderings_of_plays()
                .iter()
                .map(|a| result(&g, a))
                .collect();
            assert_eq!(listed, every, "seed {seed}, turn {}", g.turns());
            checked += 1;
            let a = legal[rng.random_range(0..legal.len())];
            g.play(a, &mut Vec::new()).unwrap();
        }
    }
    assert!(checked > 1000);
}
