//! The game's look for every egui screen, in one place: the palette of Egyptian painting (papyrus,
//! limestone, ochre, red ochre, Egyptian blue, malachite, ebony ink, faience), the type (Cinzel's
//! inscription capitals for titles, Noto Sans for reading, both OFL and embedded), framed panels like
//! papyrus sheets with an ink border, and buttons whose hover, press, keyboard focus and disabled
//! states can be told apart. Screens take their colours from here and never write their own.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::sync::Arc;

/// The palette (art direction), as egui colours.
pub mod palette {
    use bevy_egui::egui::Color32;

    /// Page background and panels.
    pub const PAPYRUS: Color32 = Color32::from_rgb(0xE9, 0xDC, 0xB5);
    /// A lighter papyrus for fields one types in.
    pub const PAPYRUS_LIGHT: Color32 = Color32::from_rgb(0xF5, 0xEC, 0xD2);
    /// Buttons at rest, disabled things.
    pub const LIMESTONE: Color32 = Color32::from_rgb(0xD8, 0xCC, 0xB0);
    /// Highlights, the sun, gold trim.
    pub const OCHRE: Color32 = Color32::from_rgb(0xC8, 0x96, 0x2E);
    pub const GOLD: Color32 = Color32::from_rgb(0xD4, 0xAF, 0x37);
    /// A pale ochre for a button under the pointer.
    pub const OCHRE_PALE: Color32 = Color32::from_rgb(0xE8, 0xC9, 0x7E);
    /// Danger and refusals.
    pub const RED_OCHRE: Color32 = Color32::from_rgb(0xA2, 0x3B, 0x2A);
    /// Selection, links, keyboard focus.
    pub const EGYPTIAN_BLUE: Color32 = Color32::from_rgb(0x1F, 0x4E, 0x9A);
    /// Success, the snake's scales.
    pub const MALACHITE: Color32 = Color32::from_rgb(0x3E, 0x7B, 0x58);
    /// Text and outlines.
    pub const INK: Color32 = Color32::from_rgb(0x1E, 0x1A, 0x16);
    /// Text of less weight (notation, hints about keys).
    pub const INK_FADED: Color32 = Color32::from_rgb(0x5E, 0x52, 0x44);
    /// Hints.
    pub const FAIENCE: Color32 = Color32::from_rgb(0x2A, 0xA1, 0x98);
}

/// A refusal or a problem, in the player's eye line (red ochre on papyrus: 6.2:1).
pub const ERROR: egui::Color32 = palette::RED_OCHRE;
/// Why a move is refused, in a panel.
pub const NOTICE: egui::Color32 = palette::RED_OCHRE;

/// Words in several styles laid out as one text, wrapping as a sentence does: a lead-in in a style
/// of its own takes no line of its own, and no gap stands between the runs.
pub fn runs(
    ui: &egui::Ui,
    texts: impl IntoIterator<Item = egui::RichText>,
) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    for text in texts {
        text.append_to(
            &mut job,
            ui.style(),
            egui::FontSelection::Default,
            egui::Align::Min,
        );
    }
    job
}

/// The font family of titles.
pub fn display() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

/// The title face once egui has it (the first pass of the app has only the body face).
pub fn title_family(ctx: &egui::Context) -> egui::FontFamily {
    ctx.global_style()
        .text_styles
        .get(&egui::TextStyle::Heading)
        .map_or(egui::FontFamily::Proportional, |f| f.family.clone())
}

/// Body text size at UI scale 1.0 (art direction: at least 15 px).
pub const BODY_SIZE: f32 = 15.0;

/// The fonts: Noto Sans first for reading (egui's own fonts stay behind it for symbols and emoji),
/// Cinzel for titles.
pub fn fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "noto-sans".into(),
        Arc::new(egui::FontData::from_static(include_bytes!(
            "../../../assets/fonts/NotoSans-Latin.ttf"
        ))),
    );
    fonts.font_data.insert(
        "cinzel".into(),
        Arc::new(egui::FontData::from_static(include_bytes!(
            "../../../assets/fonts/Cinzel-SemiBold-Latin.ttf"
        ))),
    );
    fonts
        .families
        .entry(egui::FontFamily::Proportional)
        .or_default()
        .insert(0, "noto-sans".into());
    let fallbacks = fonts
        .families
        .get(&egui::FontFamily::Proportional)
        .cloned()
        .unwrap_or_default();
    fonts
        .families
        .insert(display(), [vec!["cinzel".to_string()], fallbacks].concat());
    fonts
}

/// The style every screen shares.
pub fn style(mut style: egui::Style) -> egui::Style {
    use egui::{FontFamily, FontId, Stroke, TextStyle};
    use palette::*;
    // Solid scroll bars: a list that goes on below shows it without a hover.
    style.spacing.scroll = egui::style::ScrollStyle::solid();
    // Every panel is in play at once: none should look picked out for being the last touched.
    style.visuals.window_highlight_topmost = false;
    style.text_styles = [
        (TextStyle::Heading, FontId::new(20.0, display())),
        (
            TextStyle::Body,
            FontId::new(BODY_SIZE, FontFamily::Proportional),
        ),
        (
            TextStyle::Button,
            FontId::new(BODY_SIZE, FontFamily::Proportional),
        ),
        (
            TextStyle::Small,
            FontId::new(12.0, FontFamily::Proportional),
        ),
        (
            TextStyle::Monospace,
            FontId::new(13.0, FontFamily::Monospace),
        ),
    ]
    .into();
    style.spacing.button_padding = egui::vec2(8.0, 4.0);
    style.spacing.item_spacing = egui::vec2(8.0, 5.0);
    style.spacing.window_margin = egui::Margin::same(10);
    let v = &mut style.visuals;
    *v = egui::Visuals::light();
    v.override_text_color = None;
    v.window_fill = PAPYRUS;
    v.panel_fill = PAPYRUS;
    v.faint_bg_color = LIMESTONE;
    v.extreme_bg_color = PAPYRUS_LIGHT;
    v.text_edit_bg_color = Some(PAPYRUS_LIGHT);
    v.code_bg_color = LIMESTONE;
    v.window_stroke = Stroke::new(1.5, INK);
    v.window_corner_radius = egui::CornerRadius::ZERO;
    // No drop shadows: large blurred meshes cost frame time with software rendering.
    v.window_shadow = egui::Shadow::NONE;
    v.popup_shadow = egui::Shadow::NONE;
    v.hyperlink_color = EGYPTIAN_BLUE;
    v.warn_fg_color = OCHRE;
    v.error_fg_color = RED_OCHRE;
    v.weak_text_color = Some(INK_FADED);
    v.selection.bg_fill = EGYPTIAN_BLUE;
    v.selection.stroke = Stroke::new(1.0, PAPYRUS_LIGHT);
    v.disabled_alpha = 0.45;
    let w = &mut v.widgets;
    let radius = egui::CornerRadius::same(2);
    w.noninteractive.bg_fill = PAPYRUS;
    w.noninteractive.weak_bg_fill = PAPYRUS;
    w.noninteractive.bg_stroke = Stroke::new(1.0, INK_FADED);
    w.noninteractive.fg_stroke = Stroke::new(1.0, INK);
    // At rest: limestone with an ink edge.
    w.inactive.bg_fill = LIMESTONE;
    w.inactive.weak_bg_fill = LIMESTONE;
    w.inactive.bg_stroke = Stroke::new(1.0, INK_FADED);
    w.inactive.fg_stroke = Stroke::new(1.0, INK);
    w.inactive.corner_radius = radius;
    // Under the pointer: pale ochre, a firmer edge.
    w.hovered.bg_fill = OCHRE_PALE;
    w.hovered.weak_bg_fill = OCHRE_PALE;
    w.hovered.bg_stroke = Stroke::new(1.5, INK);
    w.hovered.fg_stroke = Stroke::new(1.5, INK);
    w.hovered.corner_radius = radius;
    w.hovered.expansion = 1.0;
    // Pressed, or holding the keyboard's focus: ochre with a blue ring.
    w.active.bg_fill = OCHRE;
    w.active.weak_bg_fill = OCHRE;
    w.active.bg_stroke = Stroke::new(2.0, EGYPTIAN_BLUE);
    w.active.fg_stroke = Stroke::new(2.0, INK);
    w.active.corner_radius = radius;
    w.active.expansion = 1.0;
    // An open menu, and the title band of the window in front.
    w.open = w.inactive;
    w.open.bg_stroke = Stroke::new(1.0, INK);
    style
}

/// Sets the fonts, then the style: egui takes new fonts at the start of its next pass, and a style
/// naming the title face before then would ask for a font it does not have yet.
fn apply(mut contexts: EguiContexts, mut passes: Local<u8>) -> Result {
    let ctx = contexts.ctx_mut()?;
    match *passes {
        0 => {
            ctx.set_fonts(fonts());
            ctx.all_styles_mut(|s| *s = style_without_titles(s.clone()));
        }
        1 => ctx.all_styles_mut(|s| *s = style(s.clone())),
        _ => return Ok(()),
    }
    *passes += 1;
    Ok(())
}

/// The style with titles in the body face, for the one pass before the fonts are in place.
fn style_without_titles(s: egui::Style) -> egui::Style {
    let mut s = style(s);
    if let Some(h) = s.text_styles.get_mut(&egui::TextStyle::Heading) {
        h.family = egui::FontFamily::Proportional;
    }
    s
}

/// How much larger than at 1280x720 the interface is drawn in a window `width` x `height` (logical
/// pixels) before the Settings' size applies: a little less than the window's growth, so a big
/// screen shows the panels at a readable size and still gives the board more room.
pub fn window_zoom(width: f32, height: f32) -> f32 {
    let growth = (width / 1280.0).min(height / 720.0);
    if growth.is_finite() && growth > 1.0 {
        1.0 + (growth - 1.0) * 0.8
    } else {
        1.0
    }
}

/// egui's zoom in a window `width` x `height` (logical pixels): the window's growth times the size
/// chosen in Settings (the default size without them). Panels, menus and text take it together.
pub fn interface_zoom(
    settings: Option<&crate::persist::settings::Settings>,
    width: f32,
    height: f32,
) -> f32 {
    settings.map_or(1.0, |s| s.ui_scale) * window_zoom(width, height)
}

/// The interface size: grown with the window, times the size chosen in Settings (egui's zoom: panels,
/// menus and text together).
fn follow_ui_scale(
    mut contexts: EguiContexts,
    settings: Option<Res<crate::persist::settings::Settings>>,
    window: Query<&Window, With<bevy::window::PrimaryWindow>>,
) -> Result {
    let Some(settings) = settings else {
        return Ok(());
    };
    let zoom = window.single().map_or(settings.ui_scale, |w| {
        interface_zoom(Some(&settings), w.width(), w.height())
    });
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - zoom).abs() > 1e-3 {
        ctx.set_zoom_factor(zoom);
    }
    Ok(())
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (apply, follow_ui_scale).in_set(Styled),
    );
}

/// The egui look is set in this set; screens draw after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct Styled;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interface_grows_with_large_windows_only() {
        assert_eq!(window_zoom(1280.0, 720.0), 1.0);
        assert_eq!(window_zoom(1024.0, 640.0), 1.0);
        assert!((window_zoom(1920.0, 1080.0) - 1.4).abs() < 1e-4);
        assert!((window_zoom(3840.0, 2160.0) - 2.6).abs() < 1e-4);
        // A wide, short window grows by its height.
        assert_eq!(window_zoom(3000.0, 720.0), 1.0);
        assert_eq!(window_zoom(0.0, 0.0), 1.0);
    }

    /// WCAG contrast of two colours.
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        let lum = |c: egui::Color32| {
            let ch = |v: u8| {
                let v = v as f32 / 255.0;
                if v <= 0.03928 {
                    v / 12.92
                } else {
                    ((v + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * ch(c.r()) + 0.7152 * ch(c.g()) + 0.0722 * ch(c.b())
        };
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn text_reads_at_least_four_and_a_half_to_one_on_every_background() {
        let s = style(egui::Style::default());
        let v = &s.visuals;
        let w = &v.widgets;
        for (what, fg, bg) in [
            (
                "text on a panel",
                w.noninteractive.fg_stroke.color,
                v.window_fill,
            ),
            (
                "a button",
                w.inactive.fg_stroke.color,
                w.inactive.weak_bg_fill,
            ),
            (
                "a hovered button",
                w.hovered.fg_stroke.color,
                w.hovered.weak_bg_fill,
            ),
            (
                "a pressed button",
                w.active.fg_stroke.color,
                w.active.weak_bg_fill,
            ),
            ("a refusal", ERROR, v.window_fill),
            ("faded text", palette::INK_FADED, v.window_fill),
            (
                "a selected item",
                v.selection.stroke.color,
                v.selection.bg_fill,
            ),
            (
                "a typed field",
                w.inactive.fg_stroke.color,
                palette::PAPYRUS_LIGHT,
            ),
        ] {
            let c = contrast(fg, bg);
            assert!(c >= 4.5, "{what}: {c:.2}:1");
        }
    }

    #[test]
    fn the_states_of_a_button_differ() {
        let s = style(egui::Style::default());
        let w = &s.visuals.widgets;
        let fills = [
            w.inactive.weak_bg_fill,
            w.hovered.weak_bg_fill,
            w.active.weak_bg_fill,
        ];
        assert!(fills[0] != fills[1] && fills[1] != fills[2] && fills[0] != fills[2]);
        // Keyboard focus draws the pressed look, with a blue ring.
        assert_eq!(w.active.bg_stroke.color, palette::EGYPTIAN_BLUE);
        assert!(s.visuals.disabled_alpha < 0.6);
    }

    #[test]
    fn the_fonts_hold_french_letters_and_titles_have_their_face() {
        let fonts = fonts();
        assert_eq!(
            fonts.families[&egui::FontFamily::Proportional]
                .first()
                .map(String::as_str),
            Some("noto-sans")
        );
        assert_eq!(
            fonts.families[&display()].first().map(String::as_str),
            Some("cinzel")
        );
        let s = style(egui::Style::default());
        assert_eq!(s.text_styles[&egui::TextStyle::Heading].family, display());
        assert!(s.text_styles[&egui::TextStyle::Body].size >= 15.0);
    }
}
