// The libraries every page hydrates with, run on their own before the app's modules: the
// entry imports this first and then, in a later task, the app (start-client), so that the
// two halves of that work are two shorter tasks rather than one long one.
import 'react';
import 'react-dom/client';
import 'react-router';
import '@tanstack/react-query';
import '@emotion/react';
import '@emotion/styled';
import 'react-intl';
