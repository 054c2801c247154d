"""Pure rules arithmetic and game data: no I/O, no Flask, no ReportLab."""
