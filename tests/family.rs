//! Family Mehen (seed 002): one test per rule and per interpretation (docs/rules/family-mehen.md), then
//! random whole games (termination, determinism, conservation) and record round trips.

use mehen::dice::Sticks;
use mehen::rules::common::race::RaceGame;
use mehen::rules::family::{
    Family, FamilyAction, FamilyEvent, FamilyOptions, FamilyPhase, FamilyRecord,
};
use rand::{RngExt, SeedableRng};

use FamilyAction::{Egyptian, Enter, Pass, Reroll, SerpentDown, SerpentUp};

const HEAD: u8 = 61;

fn at(seats: &[(&[u8], u8, Option<u8>)], to_move: u8) -> Family {
    Family::with_position(FamilyOptions::new(seats.len() as u8), seats, to_move).unwrap()
}

fn legal_after(g: &Family, die: u8) -> Vec<FamilyAction> {
    let mut g = g.clone();
    g.roll(die).unwrap();
    let mut out = Vec::new();
    g.legal_actions(&mut out);
    out
}

fn play(g: &mut Family, die: u8, action: FamilyAction) -> Vec<FamilyEvent> {
    g.roll(die).unwrap();
    let mut events = Vec::new();
    g.play(action, &mut events).unwrap();
    events
}

fn squares(g: &Family, seat: u8) -> Vec<u8> {
    let mut v: Vec<u8> = g.egyptians(seat).collect();
    v.sort_unstable();
    v
}

#[test]
fn each_player_starts_with_one_egyptian_on_the_tail_and_rolls_a_die() {
    let g = Family::new(FamilyOptions::new(3)).unwrap();
    for s in 0..3 {
        assert_eq!(squares(&g, s), [0]);
        assert_eq!(g.in_reserve(s), 3);
        assert_eq!(g.serpent(s), None);
    }
    assert_eq!(Family::device(), mehen::rules::ThrowDevice::Die);
    assert_eq!(legal_after(&g, 4), [Egyptian(0)]);
    let mut g = g;
    assert!(g.roll(7).is_err() && g.roll(0).is_err());
}

#[test]
fn a_one_may_bring_an_egyptian_onto_the_tail_when_none_waits_there() {
    let g = Family::new(FamilyOptions::new(2)).unwrap();
    assert_eq!(
        legal_after(&g, 1),
        [Egyptian(0)],
        "one already waits on the tail"
    );
    let mut g = at(&[(&[5], 0, None), (&[0], 0, None)], 0);
    assert_eq!(legal_after(&g, 1), [Enter, Egyptian(5)], "enter, or move 1");
    play(&mut g, 1, Enter);
    assert_eq!(squares(&g, 0), [0, 5]);
    assert_eq!(g.in_reserve(0), 2);
}

#[test]
fn a_six_rolls_again_and_may_be_rerolled_at_once() {
    let mut g = Family::new(FamilyOptions::new(2)).unwrap();
    assert_eq!(legal_after(&g, 6), [Egyptian(0), Reroll]);
    play(&mut g, 6, Egyptian(0));
    assert_eq!(g.to_move(), Some(0), "a 6 rolls again");
    assert_eq!(g.phase(), FamilyPhase::Roll);
    play(&mut g, 6, Reroll);
    assert_eq!((g.to_move(), squares(&g, 0)), (Some(0), vec![6]));
    play(&mut g, 3, Egyptian(6));
    assert_eq!(g.to_move(), Some(1));
}

#[test]
fn the_head_is_reached_by_an_exact_roll_and_brings_the_serpent_out() {
    let g = at(&[(&[HEAD - 3], 0, None), (&[0], 0, None)], 0);
    assert_eq!(legal_after(&g, 4), [Pass], "too far: no move");
    let mut g = g;
    let events = play(&mut g, 3, Egyptian(HEAD - 3));
    assert!(events.contains(&FamilyEvent::Afterlife), "{events:?}");
    assert_eq!(g.in_afterlife(0), 1);
    assert_eq!(
        g.serpent(0),
        Some(HEAD - 3),
        "the serpent comes down by the last move"
    );
    // With a serpent already out, the next arrival brings no other.
    let mut g = at(&[(&[HEAD - 2], 1, Some(10)), (&[0], 0, None)], 0);
    play(&mut g, 2, Egyptian(HEAD - 2));
    assert_eq!(g.serpent(0), Some(10));
}

#[test]
fn an_egyptian_landing_on_its_own_is_propelled_on_if_there_is_room() {
    let mut g = at(&[(&[10, 14], 0, None), (&[0], 0, None)], 0);
    let events = play(&mut g, 4, Egyptian(10));
    assert!(
        events.contains(&FamilyEvent::Propelled { at: 14 }),
        "{events:?}"
    );
    assert_eq!(squares(&g, 0), [14, 18]);
    // No room past the own Egyptian (57 + 5 is past the head): no move by this roll.
    let g = at(&[(&[HEAD - 9, HEAD - 4], 0, None), (&[0], 0, None)], 0);
    assert_eq!(legal_after(&g, 5), [Pass]);
    // Propelled exactly onto the head: into the afterlife.
    let mut g = at(&[(&[HEAD - 6, HEAD - 3], 0, None), (&[0], 0, None)], 0);
    play(&mut g, 3, Egyptian(HEAD - 6));
    assert_eq!((g.in_afterlife(0), squares(&g, 0)), (1, vec![HEAD - 3]));
    // Its serpent came down 3 onto its own Egyptian, rebounded, and stopped on the square left.
    assert_eq!(g.serpent(0), Some(HEAD - 6));
}

#[test]
fn an_egyptian_landing_on_an_opponent_sends_it_back_to_its_previous_square() {
    // B's Egyptian came from 8 to 12; A's lands on 12.
    let mut g = at(&[(&[0], 0, None), (&[8], 0, None)], 1);
    play(&mut g, 4, Egyptian(8));
    assert_eq!(squares(&g, 1), [12]);
    let mut g2 = at(&[(&[9], 0, None), (&[12], 0, None)], 0);
    // Positions set up directly have no history: the previous square is the square itself, so the
    // Egyptian goes to the nearest free square behind.
    play(&mut g2, 3, Egyptian(9));
    assert_eq!(squares(&g2, 0), [12]);
    assert_eq!(squares(&g2, 1), [11]);
    let mut g = at(&[(&[7], 0, None), (&[8], 0, None)], 1);
    play(&mut g, 4, Egyptian(8)); // B: 8 -> 12, previous 8
    let events = play(&mut g, 5, Egyptian(7)); // A: 7 -> 12
    assert!(
        events.contains(&FamilyEvent::SentBack { seat: 1, to: 8 }),
        "{events:?}"
    );
    assert_eq!((squares(&g, 0), squares(&g, 1)), (vec![12], vec![8]));
}

#[test]
fn an_egyptian_never_stops_on_a_serpent() {
    let g = at(&[(&[10], 0, None), (&[0], 1, Some(13))], 0);
    assert_eq!(legal_after(&g, 3), [Pass]);
    assert_eq!(
        legal_after(&g, 4),
        [Egyptian(10)],
        "passing over it is fine"
    );
}

#[test]
fn an_egyptian_that_cannot_move_says_why() {
    use mehen::rules::family::FamilyRefusal;
    let g = at(&[(&[10, HEAD - 2], 0, None), (&[0], 1, Some(13))], 0);
    let mut three = g.clone();
    three.roll(3).unwrap();
    assert_eq!(
        three.egyptian_move(10),
        Some(Err(FamilyRefusal::Serpent(13)))
    );
    assert_eq!(
        three.egyptian_move(HEAD - 2),
        Some(Err(FamilyRefusal::PastHead))
    );
    assert_eq!(three.egyptian_move(13), Some(Err(FamilyRefusal::NotYours)));
    let mut two = g.clone();
    two.roll(2).unwrap();
    assert_eq!(two.egyptian_move(HEAD - 2), Some(Ok(HEAD)));
    assert_eq!(g.egyptian_move(10), None, "no roll in hand");
}

#[test]
fn the_serpent_moves_both_ways_but_never_onto_the_head_or_the_tail() {
    let g = at(&[(&[0], 1, Some(HEAD - 3)), (&[0], 0, None)], 0);
    assert_eq!(legal_after(&g, 3), [Egyptian(0), SerpentDown]);
    let g = at(&[(&[20], 1, Some(2)), (&[0], 0, None)], 0);
    assert_eq!(legal_after(&g, 2), [Egyptian(20), SerpentUp]);
    let mut g = g;
    play(&mut g, 2, SerpentUp);
    assert_eq!(g.serpent(0), Some(4));
}

#[test]
fn the_serpent_rebounds_off_its_own_egyptians() {
    let mut g = at(&[(&[15], 1, Some(20)), (&[0], 0, None)], 0);
    let events = play(&mut g, 5, SerpentDown);
    assert!(
        events.contains(&FamilyEvent::Rebounded { at: 15 }),
        "{events:?}"
    );
    // Told as the serpent's move, not an Egyptian's.
    assert!(
        events.contains(&FamilyEvent::SerpentMoved { from: 20, to: 10 }),
        "{events:?}"
    );
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, FamilyEvent::Moved { .. })),
        "{events:?}"
    );
    assert_eq!(g.serpent(0), Some(10));
}

#[test]
fn the_serpent_sends_opponents_to_the_tail_and_removes_serpents() {
    let mut g = at(&[(&[0], 1, Some(20)), (&[30], 0, None)], 0);
    play(&mut g, 6, SerpentUp); // 20 -> 26: nothing there
    assert_eq!(g.serpent(0), Some(26));
    let mut g = at(&[(&[0], 1, Some(24)), (&[30], 0, None)], 0);
    let events = play(&mut g, 6, SerpentUp);
    assert!(
        events.contains(&FamilyEvent::SentBack { seat: 1, to: 0 }),
        "{events:?}"
    );
    assert_eq!((g.serpent(0), squares(&g, 1)), (Some(30), vec![0]));

    let mut g = at(&[(&[0], 1, Some(24)), (&[0], 1, Some(28))], 0);
    let events = play(&mut g, 4, SerpentUp);
    assert!(events.contains(&FamilyEvent::SerpentRemoved { seat: 1 }));
    assert_eq!(g.serpent(1), None);
    // Seat 1 gets a new serpent with its next Egyptian in the afterlife.
    let mut g = at(&[(&[0], 1, Some(28)), (&[HEAD - 2], 1, None)], 1);
    play(&mut g, 2, Egyptian(HEAD - 2));
    assert_eq!(g.serpent(1), Some(HEAD - 2));
}

#[test]
fn the_serpent_waits_when_it_would_rebound_onto_the_tail() {
    // Head 20: an Egyptian from the tail propelled over its own on 5, 10 and 15 reaches the head; the
    // serpent coming down 5 would rebound off those three onto the tail.
    let o = FamilyOptions::parse(2, "squares=20").unwrap();
    let mut g =
        Family::with_position(o, &[(&[0, 5, 10, 15], 0, None), (&[0], 0, None)], 0).unwrap();
    let events = play(&mut g, 5, Egyptian(0));
    assert!(events.contains(&FamilyEvent::SerpentWaits), "{events:?}");
    assert_eq!((g.in_afterlife(0), g.serpent(0)), (1, None));
    // The next arrival brings it.
    let mut g = Family::with_position(o, &[(&[18], 1, None), (&[0], 0, None)], 0).unwrap();
    play(&mut g, 2, Egyptian(18));
    assert_eq!(g.serpent(0), Some(18));
}

#[test]
fn three_egyptians_in_the_afterlife_win() {
    let mut g = at(&[(&[HEAD - 5], 2, Some(10)), (&[0], 0, None)], 0);
    play(&mut g, 5, Egyptian(HEAD - 5));
    assert_eq!(g.winner(), Some(0));
    assert_eq!(g.phase(), FamilyPhase::Over);
    assert!(g.roll(3).is_err());
}

#[test]
fn positions_are_checked() {
    let o = FamilyOptions::new(2);
    assert!(Family::with_position(o, &[(&[5], 0, None), (&[5], 0, None)], 0).is_err());
    assert!(Family::with_position(o, &[(&[0, 0], 3, None), (&[0], 0, None)], 0).is_err());
    assert!(Family::with_position(o, &[(&[0], 0, Some(0)), (&[0], 0, None)], 0).is_err());
    assert!(Family::with_position(o, &[(&[0, 0], 0, None), (&[0], 0, None)], 0).is_ok());
    assert!(FamilyOptions::parse(1, "").is_err());
    assert!(FamilyOptions::parse(2, "squares=19").is_err());
    assert_eq!(
        FamilyOptions::parse(2, "squares=40").unwrap().to_string(),
        "squares=40"
    );
}

fn random_game(players: u8, seed: u64, options: &str) -> (Family, FamilyRecord) {
    let o = FamilyOptions::parse(players, options).unwrap();
    let mut g = Family::new(o).unwrap();
    let mut record = FamilyRecord::new_for(&g);
    let mut dice = Sticks::seeded(seed);
    let mut rng = rand_pcg::Pcg32::seed_from_u64(seed ^ 77);
    let mut legal = Vec::new();
    while g.winner().is_none() && g.turns() < 30_000 {
        let seat = g.to_move().unwrap();
        let die = dice.draw(Family::device());
        g.roll(die).unwrap();
        g.legal_actions(&mut legal);
        // Rerolls only now and then, so games move on.
        let choices: Vec<FamilyAction> = legal.iter().copied().filter(|&a| a != Reroll).collect();
        let a = if choices.is_empty() || rng.random_range(0..10) == 0 {
            legal[rng.random_range(0..legal.len())]
        } else {
            choices[rng.random_range(0..choices.len())]
        };
        g.play(a, &mut Vec::new()).unwrap();
        record.push(seat, die, a);
        check_invariants(&g);
    }
    (g, record)
}

fn check_invariants(g: &Family) {
    let mut taken = std::collections::HashSet::new();
    for s in 0..g.players() {
        let on_board = g.egyptians(s).count() as u8;
        assert_eq!(
            on_board + g.in_reserve(s) + g.in_afterlife(s),
            4,
            "seat {s}"
        );
        for q in g.egyptians(s).filter(|&q| q != 0) {
            assert!(taken.insert(q), "two pieces on {q}");
        }
        if let Some(q) = g.serpent(s) {
            assert!(q > 0 && q < g.head(), "serpent on {q}");
            assert!(taken.insert(q), "two pieces on {q}");
        }
    }
}

#[test]
fn random_games_end_deterministically_with_the_pieces_accounted_for() {
    for players in 2..=6u8 {
        for seed in 0..20 {
            let options = if seed % 2 == 0 { "" } else { "squares=30" };
            let (g, record) = random_game(players, seed, options);
            let winner = g.winner().expect("the game ends");
            assert_eq!(g.in_afterlife(winner), 3);
            let (again, _) = random_game(players, seed, options);
            assert_eq!(g, again);
            let parsed = FamilyRecord::parse(&record.to_string()).unwrap();
            assert_eq!(
                parsed.replay().unwrap(),
                g,
                "{players} players, seed {seed}"
            );
        }
    }
}

#[test]
fn the_die_is_fair() {
    let mut d = Sticks::seeded(5);
    let mut counts = [0u32; 7];
    for _ in 0..6000 {
        counts[d.draw(Family::device()) as usize] += 1;
    }
    assert_eq!(counts[0], 0);
    for (face, &n) in counts.iter().enumerate().skip(1) {
        assert!(n.abs_diff(1000) < 120, "{face}: {counts:?}");
    }
}
