"""Inline SVG drawn on the server: the P(recall) curve, the graph around a memory, decision
chains as timelines. Every label goes through html.tag, so memory text is escaped here too."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cognition.ui.curve import Curve
from cognition.ui.html import Safe, tag

W, H, PAD = 640, 220, 40
_Scale = Callable[[float], float]  # a layout coordinate to SVG pixels
_Layout = Mapping[str, Any]  # node key -> its (x, y) in [-1, 1], a numpy pair from networkx


def _pts(xs: Sequence[float], ys: Sequence[float]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in zip(xs, ys, strict=True))


def curve_svg(c: Curve) -> Safe:
    span = c.days[-1] or 1.0
    x = lambda d: PAD + (W - 2 * PAD) * d / span  # noqa: E731
    y = lambda p: H - PAD + (2 * PAD - H) * p  # noqa: E731 - p in [0, 1] upwards
    parts = [
        tag("rect", x=PAD, y=PAD, width=W - 2 * PAD, height=H - 2 * PAD, class_="plot"),
        tag(
            "line",
            x1=PAD,
            x2=W - PAD,
            y1=f"{y(c.p_archive):.1f}",
            y2=f"{y(c.p_archive):.1f}",
            class_="threshold",
        ),
        tag(
            "text",
            f"archive below P={c.p_archive:g}",
            x=W - PAD - 4,
            y=f"{y(c.p_archive) - 4:.1f}",
            class_="note end",
        ),
    ]
    parts += _curve_marks(c, x, span)
    parts.append(
        tag("polyline", points=_pts([x(d) for d in c.days], [y(p) for p in c.p]), class_="curve")
    )
    for d in (0, 30, 60, 90):
        if d <= span:
            parts.append(tag("text", f"+{d} d", x=f"{x(d):.1f}", y=H - PAD + 16, class_="axis mid"))
    for p in (0.0, 0.5, 1.0):
        parts.append(tag("text", f"{p:g}", x=PAD - 6, y=f"{y(p) + 4:.1f}", class_="axis end"))
    title = tag("title", "P(recall) over the next days if the memory is not used")
    return tag(
        "svg",
        title,
        *parts,
        viewBox=f"0 0 {W} {H}",
        role="img",
        class_="chart",
        aria_label="P(recall) curve",
    )


def _curve_marks(c: Curve, x: Callable[[float], float], span: float) -> list[Safe]:
    """The grace window still ahead and the day the memory would be archived, if in view."""
    parts: list[Safe] = []
    if 0 < c.grace_left_days <= span:
        gx = x(c.grace_left_days)
        parts += [
            tag("rect", x=PAD, y=PAD, width=f"{gx - PAD:.1f}", height=H - 2 * PAD, class_="grace"),
            tag(
                "text",
                f"grace ends in {c.grace_left_days:.1f} d",
                x=f"{gx + 4:.1f}",
                y=PAD + 14,
                class_="note",
            ),
        ]
    if c.archive_day is not None:
        ax = x(c.archive_day)
        parts += [
            tag("line", x1=f"{ax:.1f}", x2=f"{ax:.1f}", y1=PAD, y2=H - PAD, class_="archive"),
            tag(
                "text",
                f"archived on day {c.archive_day:g}",
                x=f"{ax + 4:.1f}",
                y=PAD + 30,
                class_="note",
            ),
        ]
    return parts


@dataclass(frozen=True, slots=True)
class GraphNode:
    key: str  # a memory ref or an entity label
    label: str
    href: str | None
    kind: str  # center | memory | entity | inactive


@dataclass(frozen=True, slots=True)
class GraphEdge:
    a: str
    b: str
    type: str


def graph_svg(nodes: list[GraphNode], edges: list[GraphEdge], seed: int = 7) -> Safe:
    """Lay the graph out with networkx (spring, fixed seed: the same picture every time)."""
    import networkx as nx

    if not nodes:
        return Safe("")
    G: nx.Graph[str] = nx.Graph()
    G.add_nodes_from(n.key for n in nodes)
    G.add_edges_from((e.a, e.b) for e in edges if e.a in G and e.b in G)
    center = next((n.key for n in nodes if n.kind == "center"), nodes[0].key)
    pos = nx.spring_layout(G, seed=seed, center=(0, 0)) if len(G) > 1 else {center: (0.0, 0.0)}
    gw, gh = 720, 260 if len(G) <= 3 else 460
    sx = lambda v: gw / 2 + v * (gw / 2 - 110)  # noqa: E731
    sy = lambda v: gh / 2 + v * (gh / 2 - 40)  # noqa: E731
    parts = []
    for e in edges:
        if e.a in pos and e.b in pos:
            parts += _edge_svg(e, pos, sx, sy)
    parts += [_node_svg(n, pos, sx, sy) for n in nodes]
    return tag(
        "svg",
        tag("title", "links around this memory"),
        *parts,
        viewBox=f"0 0 {gw} {gh}",
        role="img",
        class_="chart graph",
        aria_label="graph around the memory",
    )


def _edge_svg(e: GraphEdge, pos: _Layout, sx: _Scale, sy: _Scale) -> list[Safe]:
    """A link and its type, halfway along it."""
    (x1, y1), (x2, y2) = pos[e.a], pos[e.b]
    return [
        tag(
            "line",
            x1=f"{sx(x1):.1f}",
            y1=f"{sy(y1):.1f}",
            x2=f"{sx(x2):.1f}",
            y2=f"{sy(y2):.1f}",
            class_=f"edge e-{e.type}",
        ),
        tag(
            "text",
            e.type,
            x=f"{(sx(x1) + sx(x2)) / 2:.1f}",
            y=f"{(sy(y1) + sy(y2)) / 2:.1f}",
            class_="edge-label mid",
        ),
    ]


def _node_svg(n: GraphNode, pos: _Layout, sx: _Scale, sy: _Scale) -> Safe:
    """A memory as a dot (larger for the one the page is about), an entity as a square."""
    x, y = pos[n.key]
    shape = (
        tag(
            "rect",
            x=f"{sx(x) - 7:.1f}",
            y=f"{sy(y) - 7:.1f}",
            width=14,
            height=14,
            class_=f"node {n.kind}",
        )
        if n.kind == "entity"
        else tag(
            "circle",
            cx=f"{sx(x):.1f}",
            cy=f"{sy(y):.1f}",
            r=11 if n.kind == "center" else 8,
            class_=f"node {n.kind}",
        )
    )
    label = tag("text", n.label, x=f"{sx(x):.1f}", y=f"{sy(y) + 24:.1f}", class_="node-label mid")
    body = [tag("title", n.label), shape, label]
    return tag("a", *body, href=n.href) if n.href else tag("g", *body)


@dataclass(frozen=True, slots=True)
class TimelineStep:
    at: float
    label: str
    href: str
    relation: str | None  # led_to | reverses | None (the first)
    superseded: bool


def timeline_svg(steps: list[TimelineStep]) -> Safe:
    """A decision chain left to right, oldest first, one row per step: a step's label sits on
    its own row right of its dot, and the link from the step before comes down, then across,
    so it never crosses a label."""
    if not steps:
        return Safe("")
    row, tw = 34, 900
    th = 30 + row * len(steps)
    t0, t1 = min(s.at for s in steps), max(s.at for s in steps)
    span = (t1 - t0) or 1.0
    x = lambda t: 30 + (tw - 480) * (t - t0) / span  # noqa: E731 - 450 px left for the labels
    parts = []
    prev = None
    for k, s in enumerate(steps):
        cx, cy = x(s.at), 20 + row * k
        if prev is not None:
            parts.append(
                tag(
                    "path",
                    d=f"M{prev[0]:.1f},{prev[1] + 7:.1f} V{cy:.1f} H{cx - 7:.1f}",
                    class_=f"edge link e-{s.relation or 'led_to'}",
                )
            )
        day = dt.datetime.fromtimestamp(s.at, dt.UTC).strftime("%Y-%m-%d")
        rel = f"{s.relation}: " if s.relation else ""
        parts.append(
            tag(
                "a",
                tag(
                    "circle",
                    cx=f"{cx:.1f}",
                    cy=f"{cy:.1f}",
                    r=7,
                    class_="node " + ("inactive" if s.superseded else "memory"),
                ),
                tag(
                    "text",
                    f"{day}  {rel}{s.label}",
                    x=f"{cx + 12:.1f}",
                    y=f"{cy + 4:.1f}",
                    class_="node-label" + (" struck" if s.superseded else ""),
                ),
                href=s.href,
            )
        )
        prev = (cx, cy)
    return tag(
        "svg",
        tag("title", "decision chain, oldest first"),
        *parts,
        viewBox=f"0 0 {tw} {th}",
        role="img",
        class_="chart timeline",
        aria_label="decision chain timeline",
    )
