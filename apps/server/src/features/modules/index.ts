/** What other features may use of the modules: nothing yet (an officer's progress is ../../progress's). */
export {};
