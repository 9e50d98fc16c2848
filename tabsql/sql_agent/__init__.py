"""SQL for questions: the deterministic planner, the optional LLM backend, the safety checks and the
sandbox every query runs in."""
