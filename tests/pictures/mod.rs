//! Telling a drawn picture from a blank one, for the tests that render in a real window.

/// How many colours a picture has, counting up to 65, from pixels spread over all of it.
pub fn colours(img: &image::RgbaImage) -> usize {
    let stride = (img.width() * img.height() / 20_000).max(1) as usize + 1;
    let mut seen = std::collections::HashSet::new();
    for p in img.pixels().step_by(stride) {
        seen.insert(p.0);
        if seen.len() > 64 {
            break;
        }
    }
    seen.len()
}
