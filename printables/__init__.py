"""Printables: reference cards and score sheets as PDF, with QR codes back into the app.

Layouts are data (`printables.layout`), one module per game builds them from the game's
`scoring` constants, and a small renderer draws them with ReportLab. Entry points:
`printables.build.blank(...)`, `printables.build.for_table(...)` and `companion print`.
"""
