//! The layout's rules, checked on the source: no two modules import each other (files, nor the rooms
//! of `src/rules/` and `src/systems/`, nor the crate's top-level modules), and no source file is much
//! longer than 800 lines; and the rooms of each layer stand in an explicit order. A module's path comes from its file; an import is any `crate::...` or
//! `super::...` path in its code (comments aside). A folder's `mod.rs` and its children are not
//! counted against each other (the folder declares them).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

type Module = Vec<String>;

fn modules(dir: &Path, prefix: &[String], out: &mut BTreeMap<Module, (String, bool)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            let mut p = prefix.to_vec();
            p.push(name);
            modules(&path, &p, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            let (module, is_folder) = match name.as_str() {
                "mod" => (prefix.to_vec(), true),
                "lib" | "main" if prefix.is_empty() => (Vec::new(), true),
                _ => {
                    let mut p = prefix.to_vec();
                    p.push(name);
                    (p, false)
                }
            };
            out.insert(module, (text, is_folder));
        }
    }
}

/// The code without `//` comments (doc comments name other modules in links).
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The longest known module a path names.
fn resolve(known: &BTreeMap<Module, (String, bool)>, parts: &[String]) -> Option<Module> {
    (1..=parts.len())
        .rev()
        .map(|k| parts[..k].to_vec())
        .find(|m| known.contains_key(m))
}

/// The paths after `crate::` or `super::` in `code`, brace lists expanded one level.
fn paths(code: &str, root: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let marker = format!("{root}::");
    let mut rest = code;
    while let Some(i) = rest.find(&marker) {
        let before = rest[..i].chars().last();
        rest = &rest[i + marker.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut parts = Vec::new();
        let mut s = rest;
        loop {
            if let Some(list) = s.strip_prefix('{') {
                let end = list.find('}').unwrap_or(list.len());
                for item in list[..end].split(',') {
                    let mut p = parts.clone();
                    p.extend(
                        item.trim()
                            .split("::")
                            .map(|w| w.trim().to_string())
                            .filter(|w| {
                                !w.is_empty() && w.chars().all(|c| c.is_alphanumeric() || c == '_')
                            }),
                    );
                    out.push(p);
                }
                break;
            }
            let len = s
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .unwrap_or(s.len());
            if len == 0 {
                break;
            }
            parts.push(s[..len].to_string());
            s = &s[len..];
            match s.strip_prefix("::") {
                Some(next) => s = next,
                None => break,
            }
        }
        if !parts.is_empty() {
            out.push(parts);
        }
    }
    out
}

/// Who imports whom, module by module.
fn imports() -> BTreeMap<Module, BTreeSet<Module>> {
    let mut known = BTreeMap::new();
    modules(Path::new("src"), &[], &mut known);
    let mut edges: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (module, (text, is_folder)) in &known {
        let code = code(text);
        // `super` of a folder's mod.rs is the folder's parent; of a file, its folder.
        let parent: Module = if *is_folder || module.is_empty() {
            module[..module.len().saturating_sub(1)].to_vec()
        } else {
            module[..module.len() - 1].to_vec()
        };
        let mut targets = BTreeSet::new();
        for p in paths(&code, "crate") {
            targets.extend(resolve(&known, &p));
        }
        for p in paths(&code, "super") {
            let mut full = parent.clone();
            full.extend(p);
            targets.extend(resolve(&known, &full));
        }
        targets.remove(module);
        edges.insert(module.clone(), targets);
    }
    edges
}

/// One contains the other (a folder and what is in it).
fn nested(a: &[String], b: &[String]) -> bool {
    a.starts_with(b) || b.starts_with(a)
}

#[test]
fn no_two_modules_import_each_other() {
    let edges = imports();
    assert!(
        edges.len() > 50,
        "the source was read ({} modules)",
        edges.len()
    );
    let mut mutual = Vec::new();
    for depth in [1, 2, usize::MAX] {
        let mut at_depth: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (a, targets) in &edges {
            for b in targets {
                let (fa, fb) = (
                    a[..a.len().min(depth)].to_vec(),
                    b[..b.len().min(depth)].to_vec(),
                );
                if !nested(&fa, &fb) {
                    at_depth.entry(fa).or_default().insert(fb);
                }
            }
        }
        for (a, targets) in &at_depth {
            for b in targets {
                if a < b && at_depth.get(b).is_some_and(|t| t.contains(a)) {
                    mutual.push(format!("{} <-> {}", a.join("::"), b.join("::")));
                }
            }
        }
    }
    assert!(
        mutual.is_empty(),
        "modules importing each other: {mutual:#?}"
    );
}

#[test]
fn the_check_sees_imports() {
    // A checker that found nothing would pass the test above: the known one-way imports are seen.
    let edges = imports();
    let of = |m: &str| edges[&m.split("::").map(String::from).collect::<Module>()].clone();
    let has = |from: &str, to: &str| {
        of(from).contains(&to.split("::").map(String::from).collect::<Module>())
    };
    assert!(has("systems::senet::screen", "systems::race::race_match"));
    assert!(has("systems::race::race_match", "play::race"));
    assert!(has("systems::files::records", "systems::shared::registry"));
    assert!(has("rules::common::turn_record", "rules::common::tags"));
    assert!(!has("systems::shared::registry", "systems::files::saves"));
}

/// The rooms of each layer, top to bottom: a room imports only rooms below it; rooms on one level
/// (the games) import none of each other.
const LAYERS: &[(&str, &[&[&str]])] = &[
    (
        "",
        &[
            &["main", "cli"],
            &["systems"],
            &["tutorial", "review", "tournament", "sim", "online"],
            &["persist"],
            &["play"],
            &["ai"],
            &["dice"],
            &["rules", "i18n"],
        ],
    ),
    (
        "systems",
        &[
            &["app"],
            &["learn"],
            &["mehen", "senet", "hyena", "family", "bak_amen"],
            &["race"],
            &["online"],
            &["menus"],
            &["files"],
            &["shared"],
        ],
    ),
    (
        "rules",
        &[
            &["mehen", "senet", "hyena", "family", "bak_amen"],
            &["common"],
        ],
    ),
];

#[test]
fn rooms_import_only_rooms_below_them() {
    let edges = imports();
    let mut wrong = Vec::new();
    for (parent, levels) in LAYERS {
        let parent: Module = parent
            .split("::")
            .filter(|w| !w.is_empty())
            .map(String::from)
            .collect();
        let level_of = |m: &Module| -> Option<(usize, String)> {
            let room = m.strip_prefix(parent.as_slice())?.first()?;
            levels
                .iter()
                .position(|l| l.contains(&room.as_str()))
                .map(|i| (i, room.clone()))
        };
        // Every room of the layer is placed (a new room must be given its level).
        let rooms: BTreeSet<String> = edges
            .keys()
            .filter_map(|m| m.strip_prefix(parent.as_slice())?.first().cloned())
            .filter(|r| r != "lib")
            .collect();
        for room in &rooms {
            assert!(
                levels.iter().any(|l| l.contains(&room.as_str())),
                "room `{room}` of `{}` has no level in LAYERS",
                parent.join("::")
            );
        }
        for (from, targets) in &edges {
            let Some((a, ra)) = level_of(from) else {
                continue;
            };
            for to in targets {
                if let Some((b, rb)) = level_of(to)
                    && ra != rb
                    && b <= a
                {
                    wrong.push(format!("{} -> {}", from.join("::"), to.join("::")));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "imports of a room above or beside: {wrong:#?}"
    );
}

#[test]
fn the_order_check_sees_a_wrong_import() {
    // A game importing another (or the menus or the files importing a game) is what the check above
    // must catch; the rooms above the games import them.
    let edges = imports();
    let module = |m: &str| m.split("::").map(String::from).collect::<Module>();
    assert!(edges[&module("systems::learn::coach")].contains(&module("systems::mehen::table")));
    assert!(
        !edges[&module("systems::menus::setup")]
            .iter()
            .any(|m| m.starts_with(&module("systems::mehen")))
    );
    assert!(
        !edges[&module("systems::files::records")]
            .iter()
            .any(|m| m.starts_with(&module("systems::senet")))
    );
}

/// The app, online play, the menus and the files reach the games through the registry: none imports
/// a game's room.
#[test]
fn app_menus_and_files_import_no_game_room() {
    let edges = imports();
    let module = |m: &str| m.split("::").map(String::from).collect::<Module>();
    let games =
        ["mehen", "senet", "hyena", "family", "bak_amen"].map(|g| module(&format!("systems::{g}")));
    let mut wrong = Vec::new();
    for room in ["app", "online", "menus", "files"] {
        let room = module(&format!("systems::{room}"));
        for (from, targets) in edges.iter().filter(|(m, _)| m.starts_with(&room)) {
            for to in targets
                .iter()
                .filter(|t| games.iter().any(|g| t.starts_with(g)))
            {
                wrong.push(format!("{} -> {}", from.join("::"), to.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// A game's screen is its own room's: the menus, the files, online play, the launch modes and the
/// other games reach it only through the registry. Learn to play is the one exception, for Horton's
/// Mehen alone: its lessons are played on Mehen's own table.
#[test]
fn no_room_reaches_another_games_screen() {
    let edges = imports();
    let module = |m: &str| m.split("::").map(String::from).collect::<Module>();
    let games =
        ["mehen", "senet", "hyena", "family", "bak_amen"].map(|g| module(&format!("systems::{g}")));
    let (mehen, learn) = (module("systems::mehen"), module("systems::learn"));
    let mut wrong = Vec::new();
    for (from, targets) in &edges {
        let own = games.iter().find(|g| from.starts_with(g));
        for to in targets {
            let Some(game) = games.iter().find(|g| to.starts_with(g)) else {
                continue;
            };
            let allowed = own == Some(game) || (*game == mehen && from.starts_with(&learn));
            if !allowed {
                wrong.push(format!("{} -> {}", from.join("::"), to.join("::")));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
}

/// Files under `dir` with more than 800 lines.
fn long_files(dir: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(dir)];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let lines = std::fs::read_to_string(&path).unwrap().lines().count();
                if lines > 800 {
                    out.push(format!("{} ({lines} lines)", path.display()));
                }
            }
        }
    }
    out
}

#[test]
fn no_source_file_is_over_800_lines() {
    let long = long_files("src");
    assert!(long.is_empty(), "{long:?}");
}

#[test]
fn no_test_file_is_over_800_lines() {
    let long = long_files("tests");
    assert!(long.is_empty(), "{long:?}");
}

/// The online server's path has no Bevy in it: `mehen serve` runs on tokio alone.
#[test]
fn online_play_has_no_bevy_in_its_path() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/online");
    let mut read = 0;
    // The room's files and its folders' (the link's two ends).
    let mut files = Vec::new();
    let mut dirs = vec![dir];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains("bevy"), "{} names bevy", path.display());
        assert!(
            !text.contains("crate::systems"),
            "{} imports the game's systems",
            path.display()
        );
        read += 1;
    }
    assert!(read >= 4);
}
