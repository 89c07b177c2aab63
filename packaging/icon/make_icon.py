#!/usr/bin/env python3
"""Writes mehen.svg, the app icon: the coiled serpent of the board on a papyrus tile, its head at the
centre and its tail outside; and mehen-small.svg, the same coil with fewer, broader turns and no
scales, which stays legible at 16 to 32 pixels. Drawn from an Archimedean spiral so the source is a
few numbers; run render.sh after changing it."""

import math
from pathlib import Path

SIZE = 512
CX, CY = 256.0, 262.0
INK = "#1E1A16"
PAPYRUS = "#E9DCB5"
SCALES = ["#3E7B58", "#4F9169", "#35694B"]
BACK = "#2C5A40"
HEAD = "#3E7B58"

# The centre line: r = R0 + B * t for t in [0, TURNS * 2pi], from the head outward. The small icon
# winds fewer, broader turns.
STEPS = 480
R0, TURNS, R1 = 58.0, 2.2, 214.0


def spiral(r0, turns, r1):
    global R0, TURNS, R1, B, WIDTH
    R0, TURNS, R1 = r0, turns, r1
    B = (R1 - R0) / (TURNS * 2 * math.pi)
    WIDTH = 2 * math.pi * B * 0.80  # a little less than the distance between coils


spiral(R0, TURNS, R1)


def centre(t):
    r = R0 + B * t
    # Start pointing up from the head and wind clockwise on screen.
    a = -math.pi / 2 + t
    return CX + r * math.cos(a), CY + r * math.sin(a)


def width(t):
    end = TURNS * 2 * math.pi
    near_head = 1.0 + 0.12 * max(0.0, 1.0 - t / math.pi)
    taper = min(1.0, (end - t) / math.pi) ** 0.8  # over the last half coil to a point
    return WIDTH * near_head * taper


def outline():
    end = TURNS * 2 * math.pi
    left, right, line = [], [], []
    for i in range(STEPS + 1):
        t = end * i / STEPS
        x, y = centre(t)
        x2, y2 = centre(min(end, t + 1e-3))
        x1, y1 = centre(max(0.0, t - 1e-3))
        dx, dy = x2 - x1, y2 - y1
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n, dx / n
        w = width(t) / 2
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
        line.append((x, y, nx, ny, w))
    return left, right, line


def path(points):
    return " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y:.1f}" for i, (x, y) in enumerate(points))


def small_icon():
    """Few pixels: a thick ink outline around a plain body, two coils, the head a disc with eyes."""
    spiral(92.0, 1.35, 206.0)
    left, right, line = outline()
    body = path(left + right[::-1]) + " Z"
    hx, hy = CX, CY - R0 + 10
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">',
        "<!-- The Mehen app icon at small sizes, drawn by the Mehen team (packaging/icon/make_icon.py). -->",
        f'<rect x="26" y="26" width="460" height="460" rx="84" fill="{PAPYRUS}" stroke="{INK}" stroke-width="30"/>',
        f'<path d="{body}" fill="{SCALES[1]}" stroke="{INK}" stroke-width="22" stroke-linejoin="round"/>',
        f'<ellipse cx="{hx:.1f}" cy="{hy:.1f}" rx="66" ry="58" fill="{SCALES[1]}" stroke="{INK}" stroke-width="22"/>',
    ]
    for ex in (-30, 30):
        parts.append(f'<circle cx="{hx + ex:.1f}" cy="{hy + 14:.1f}" r="15" fill="{INK}"/>')
    parts.append("</svg>")
    Path(__file__).with_name("mehen-small.svg").write_text("\n".join(parts) + "\n")


def main():
    small_icon()
    spiral(58.0, 2.2, 214.0)
    left, right, line = outline()
    body = path(left + right[::-1]) + " Z"
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">',
        "<!-- The Mehen app icon, drawn by the Mehen team (packaging/icon/make_icon.py). -->",
        f'<rect x="14" y="14" width="484" height="484" rx="92" fill="{PAPYRUS}" stroke="{INK}" stroke-width="12"/>',
        f'<path d="{body}" fill="{SCALES[0]}" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>',
    ]
    # Scales: bands of two shades between thin ink lines across the body.
    segments = 34
    per = STEPS // segments
    for s in range(segments):
        a, b = s * per, min(STEPS, (s + 1) * per)
        quad = left[a : b + 1] + right[a : b + 1][::-1]
        shade = SCALES[1 + s % 2]
        parts.append(f'<path d="{path(quad)} Z" fill="{shade}"/>')
    parts.append(f'<path d="{body}" fill="none" stroke="{INK}" stroke-width="7" stroke-linejoin="round"/>')
    for s in range(1, segments):
        x, y, nx, ny, w = line[s * per]
        parts.append(
            f'<line x1="{x + nx * w:.1f}" y1="{y + ny * w:.1f}" x2="{x - nx * w:.1f}" y2="{y - ny * w:.1f}" '
            f'stroke="{INK}" stroke-width="3"/>'
        )
    # The darker stripe along the back.
    stripe = [(x, y) for x, y, _, _, w in line if w > 4]
    parts.append(f'<path d="{path(stripe)}" fill="none" stroke="{BACK}" stroke-width="6" stroke-linecap="round"/>')
    # The head at the centre: a broad snout over the start of the body, two eyes.
    hx, hy = CX, CY - R0 + 6
    parts += [
        f'<ellipse cx="{hx:.1f}" cy="{hy:.1f}" rx="46" ry="40" fill="{HEAD}" stroke="{INK}" stroke-width="7"/>',
        f'<ellipse cx="{hx:.1f}" cy="{hy - 4:.1f}" rx="20" ry="16" fill="{BACK}"/>',
    ]
    for ex in (-22, 22):
        parts += [
            f'<circle cx="{hx + ex:.1f}" cy="{hy + 14:.1f}" r="9" fill="{PAPYRUS}" stroke="{INK}" stroke-width="4"/>',
            f'<circle cx="{hx + ex:.1f}" cy="{hy + 15:.1f}" r="4" fill="{INK}"/>',
        ]
    parts.append("</svg>")
    Path(__file__).with_name("mehen.svg").write_text("\n".join(parts) + "\n")


if __name__ == "__main__":
    main()
