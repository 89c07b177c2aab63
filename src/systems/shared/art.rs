//! The piece art of every game (and the fonts drawn on the boards: Senet's hieroglyphs, the captions): sprites rendered from the SVG sources in `assets/sprites/src/` (by
//! `assets/sprites/render.sh`) and embedded in the binary, so the game runs from any folder.
//!
//! A piece is a body tinted with its seat's colour (a token in the seat's shape, or Senet's cone or
//! spool) carrying an untinted emblem in ink (the seat's sign for Mehen's pawns, what the piece is in
//! the other games): shape, emblem and colour each tell the seats apart. Headless runs have no image
//! assets, so pieces there are plain squares of their colour.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
use bevy::picking::Pickable;
use bevy::prelude::*;

macro_rules! sprite_png {
    ($name:literal) => {
        include_bytes!(concat!("../../../assets/sprites/", $name, ".png"))
    };
}

/// The token shapes, by seat (A-F): the same order as [`super::seats::SHAPES`].
const TOKENS: [&[u8]; 6] = [
    sprite_png!("token-circle"),
    sprite_png!("token-square"),
    sprite_png!("token-triangle"),
    sprite_png!("token-diamond"),
    sprite_png!("token-hexagon"),
    sprite_png!("token-star"),
];

/// Each seat's sign on its Mehen pawns, by seat (A-F).
const SEAT_EMBLEMS: [&[u8]; 6] = [
    sprite_png!("emblem-ankh"),
    sprite_png!("emblem-eye"),
    sprite_png!("emblem-scarab"),
    sprite_png!("emblem-djed"),
    sprite_png!("emblem-lotus"),
    sprite_png!("emblem-falcon"),
];

/// The other sprites, by name.
const FIGURES: [(&str, &[u8]); 11] = [
    ("glow", sprite_png!("glow")),
    ("hyena", sprite_png!("emblem-hyena")),
    ("mother", sprite_png!("emblem-mother")),
    ("egyptian", sprite_png!("emblem-egyptian")),
    ("serpent", sprite_png!("emblem-serpent")),
    ("cone", sprite_png!("cone")),
    ("spool", sprite_png!("spool")),
    ("lion", sprite_png!("lion")),
    ("stick-flat", sprite_png!("stick-flat")),
    ("stick-round", sprite_png!("stick-round")),
    ("die", sprite_png!("die")),
];

/// Where an emblem sits on each token, as (size, downward offset) in fractions of the token's size:
/// the triangle's and the star's middles are low and small.
const EMBLEM_FIT: [(f32, f32); 6] = [
    (0.66, 0.0),
    (0.68, 0.0),
    (0.46, 0.09),
    (0.54, 0.0),
    (0.64, 0.0),
    (0.40, 0.03),
];

/// Where an emblem sits on `body` (size, downward offset), in fractions of the body's size.
pub fn emblem_fit(body: PieceBody) -> (f32, f32) {
    match body {
        PieceBody::Token(shape) => EMBLEM_FIT.get(shape).copied().unwrap_or((0.5, 0.0)),
        PieceBody::Cone | PieceBody::Spool => (0.0, 0.0),
    }
}

/// What a piece's body is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PieceBody {
    /// A round-edged token in one of the six seat shapes (index into [`super::seats::SHAPES`]).
    Token(usize),
    /// Senet's cone, side on.
    Cone,
    /// Senet's spool, side on.
    Spool,
}

/// The sign a piece carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Emblem {
    /// A seat's own sign (A-F): ankh, eye of Horus, scarab, djed pillar, lotus, falcon.
    Seat(usize),
    /// The Hyena game's hyena.
    Hyena,
    /// The Hyena game's mother.
    Mother,
    /// Family Mehen's Egyptian.
    Egyptian,
    /// Family Mehen's guardian serpent.
    Serpent,
}

/// The loaded sprites (empty in headless runs, where pieces fall back to plain squares).
#[derive(Resource, Default, Clone)]
pub struct PieceArt {
    tokens: Vec<Handle<Image>>,
    seat_emblems: Vec<Handle<Image>>,
    hyena: Option<Handle<Image>>,
    mother: Option<Handle<Image>>,
    egyptian: Option<Handle<Image>>,
    serpent: Option<Handle<Image>>,
    cone: Option<Handle<Image>>,
    spool: Option<Handle<Image>>,
    pub lion: Option<Handle<Image>>,
    pub stick_flat: Option<Handle<Image>>,
    pub stick_round: Option<Handle<Image>>,
    pub die: Option<Handle<Image>>,
    /// A soft round light, white to take a tint.
    pub glow: Option<Handle<Image>>,
    /// The signs of Senet's houses (ankh, nefer, water, strokes), from Noto Sans Egyptian
    /// Hieroglyphs.
    pub hieroglyphs: Option<Handle<Font>>,
    /// The captions drawn on the boards (Noto Sans: English and French letters).
    pub captions: Option<Handle<Font>>,
}

/// A piece's emblem: a child of its body, which never takes the pointer (the body does).
#[derive(Component)]
pub struct EmblemSprite;

impl PieceArt {
    /// The picture of a piece's body, if the art loaded.
    pub fn body(&self, body: PieceBody) -> Option<&Handle<Image>> {
        match body {
            PieceBody::Token(shape) => self.tokens.get(shape),
            PieceBody::Cone => self.cone.as_ref(),
            PieceBody::Spool => self.spool.as_ref(),
        }
    }

    /// The picture of an emblem, if the art loaded.
    pub fn emblem(&self, emblem: Emblem) -> Option<&Handle<Image>> {
        match emblem {
            Emblem::Seat(seat) => self.seat_emblems.get(seat),
            Emblem::Hyena => self.hyena.as_ref(),
            Emblem::Mother => self.mother.as_ref(),
            Emblem::Egyptian => self.egyptian.as_ref(),
            Emblem::Serpent => self.serpent.as_ref(),
        }
    }

    /// A piece `size` wide: its body tinted `tint`, with `emblem` on it. Spawn it as one entity (the
    /// emblem comes as its child).
    pub fn piece(
        &self,
        body: PieceBody,
        emblem: Option<Emblem>,
        tint: Color,
        size: Vec2,
    ) -> impl Bundle {
        let (sprite, emblem_sprite, fit) = match self.body(body) {
            Some(image) => {
                let fit = emblem_fit(body);
                let sprite = Sprite {
                    image: image.clone(),
                    color: tint,
                    custom_size: Some(size),
                    ..default()
                };
                let emblem_sprite = emblem.and_then(|e| self.emblem(e)).map(|image| Sprite {
                    image: image.clone(),
                    custom_size: Some(size * fit.0),
                    ..default()
                });
                (sprite, emblem_sprite, fit)
            }
            None => (Sprite::from_color(tint, size), None, (0.0, 0.0)),
        };
        let visibility = if emblem_sprite.is_some() {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        (
            sprite,
            children![(
                emblem_sprite.unwrap_or_default(),
                Transform::from_xyz(0.0, -fit.1 * size.y, 0.05),
                visibility,
                Pickable::IGNORE,
                EmblemSprite,
            )],
        )
    }

    /// A figure drawn in its own colours (the lion), or a plain square of `fallback` without art.
    pub fn figure(image: Option<&Handle<Image>>, fallback: Color, size: Vec2) -> Sprite {
        match image {
            Some(image) => Sprite {
                image: image.clone(),
                custom_size: Some(size),
                ..default()
            },
            None => Sprite::from_color(fallback, size),
        }
    }
}

fn decode(bytes: &[u8]) -> Result<Image, bevy::image::TextureError> {
    Image::from_buffer(
        bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
}

/// A throwing stick's faces where there is no art (headless runs).
const STICK_FLAT: Color = Color::srgb(0.96, 0.90, 0.74);
const STICK_ROUND: Color = Color::srgb(0.40, 0.24, 0.12);

impl PieceArt {
    /// A throwing stick `size` big, showing its round face.
    pub fn stick(&self, size: Vec2) -> Sprite {
        let mut sprite = Sprite::from_color(STICK_ROUND, size);
        self.show_stick_face(&mut sprite, false);
        sprite
    }

    /// Turns a stick to its painted flat face or its bare round one.
    pub fn show_stick_face(&self, sprite: &mut Sprite, flat: bool) {
        let image = if flat {
            &self.stick_flat
        } else {
            &self.stick_round
        };
        match image {
            Some(image) => {
                if sprite.image != *image {
                    sprite.image = image.clone();
                    sprite.color = Color::WHITE;
                }
            }
            None => sprite.color = if flat { STICK_FLAT } else { STICK_ROUND },
        }
    }

    /// One of a die's pips: an ink dot (a square without art).
    pub fn pip(&self, size: f32) -> Sprite {
        let ink = Color::srgb(0.12, 0.10, 0.08);
        let mut sprite = Self::figure(self.tokens.first(), ink, Vec2::splat(size));
        sprite.color = ink;
        sprite
    }

    /// A die `size` wide, without its pips.
    pub fn die_body(&self, size: f32) -> Sprite {
        Self::figure(
            self.die.as_ref(),
            Color::srgb(0.97, 0.95, 0.90),
            Vec2::splat(size),
        )
    }
}

/// Decodes the embedded sprites (a broken one is reported and drawn as a plain square).
fn load_art(
    mut images: Option<ResMut<Assets<Image>>>,
    fonts: Option<ResMut<Assets<Font>>>,
    mut art: ResMut<PieceArt>,
) {
    if let Some(mut fonts) = fonts {
        let bytes = include_bytes!("../../../assets/fonts/NotoSansEgyptianHieroglyphs-Subset.ttf");
        art.hieroglyphs = Some(fonts.add(Font::from_bytes(bytes.to_vec())));
        let bytes = include_bytes!("../../../assets/fonts/NotoSans-Latin.ttf");
        art.captions = Some(fonts.add(Font::from_bytes(bytes.to_vec())));
    }
    let Some(images) = images.as_mut() else {
        return;
    };
    let mut load = |name: &str, bytes: &[u8]| match decode(bytes) {
        Ok(image) => Some(images.add(image)),
        Err(e) => {
            error!("The sprite {name} could not be read: {e}");
            None
        }
    };
    art.tokens = TOKENS.iter().filter_map(|b| load("token", b)).collect();
    art.seat_emblems = SEAT_EMBLEMS
        .iter()
        .filter_map(|b| load("emblem", b))
        .collect();
    let mut figure = |wanted: &str| {
        let (name, bytes) = FIGURES.iter().find(|(name, _)| *name == wanted)?;
        load(name, bytes)
    };
    art.hyena = figure("hyena");
    art.mother = figure("mother");
    art.egyptian = figure("egyptian");
    art.serpent = figure("serpent");
    art.cone = figure("cone");
    art.spool = figure("spool");
    art.lion = figure("lion");
    art.stick_flat = figure("stick-flat");
    art.stick_round = figure("stick-round");
    art.die = figure("die");
    art.glow = figure("glow");
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PieceArt>()
        .add_systems(Startup, load_art);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_sprite_decodes() {
        let figures = FIGURES.iter().map(|(_, bytes)| *bytes);
        for bytes in TOKENS.into_iter().chain(SEAT_EMBLEMS).chain(figures) {
            let image = decode(bytes).expect("sprite decodes");
            assert!(image.width() >= 24 && image.height() >= 48);
        }
    }

    /// Every SVG source has its rendered PNG beside it, and every PNG its source.
    #[test]
    fn every_sprite_has_its_source() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sprites");
        let stems = |dir: &std::path::Path, ext: &str| {
            let mut names: Vec<String> = std::fs::read_dir(dir)
                .expect("folder readable")
                .filter_map(|e| {
                    let path = e.ok()?.path();
                    let stem = path.file_stem()?.to_string_lossy().into_owned();
                    (path.extension()? == ext).then_some(stem)
                })
                .collect();
            names.sort();
            names
        };
        let sources = stems(&dir.join("src"), "svg");
        assert!(sources.len() >= 20, "sources: {sources:?}");
        assert_eq!(sources, stems(&dir, "png"));
    }

    /// Every icon a sprite source takes from game-icons.net is credited, with its author, in the
    /// credits the game shows.
    #[test]
    fn every_borrowed_icon_is_credited() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let credits = std::fs::read_to_string(root.join("CREDITS.md")).expect("CREDITS.md");
        let mut borrowed = 0;
        for entry in std::fs::read_dir(root.join("assets/sprites/src")).expect("sources") {
            let path = entry.expect("entry").path();
            let svg = std::fs::read_to_string(&path).expect("svg");
            let Some(note) = svg.split("<!--").nth(1) else {
                continue;
            };
            if !note.contains("game-icons.net") {
                continue;
            }
            borrowed += 1;
            // The note reads: "icon" by Author, game-icons.net ...
            let mut parts = note.split('"');
            let icon = parts.nth(1).expect("icon name").replace('-', " ");
            let author = parts
                .next()
                .and_then(|rest| rest.trim().strip_prefix("by "))
                .and_then(|rest| rest.split(',').next())
                .expect("author");
            let line = credits
                .lines()
                .find(|l| l.contains(&format!("{author} ")) || l.contains(&format!("{author}:")))
                .unwrap_or_else(|| panic!("{author} is not credited ({})", path.display()));
            assert!(
                line.to_lowercase().contains(&icon),
                "{icon} by {author} is not credited ({})",
                path.display()
            );
        }
        assert!(borrowed >= 10, "{borrowed} borrowed icons found");
    }
}
