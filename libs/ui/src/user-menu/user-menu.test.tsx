import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UserMenu, type UserMenuProps } from './user-menu';

afterEach(cleanup);

const props: UserMenuProps = {
  id: 'user-menu',
  user: null,
  labels: {
    button: 'Oma tili',
    signIn: 'Kirjaudu sisään',
    register: 'Rekisteröidy',
    greeting: (name) => `Hei, ${name}!`,
    myGallery: 'Omat galleriat',
    galleryCount: (count) => `${count} galleriaa`,
    logout: 'Kirjaudu ulos',
  },
  hrefs: {
    signIn: '/login',
    register: '/login?signup=true',
    myGallery: '/fi/galleries',
    logout: '/logout',
  },
};

const button = () => screen.getByRole('button', { name: 'Oma tili' });

describe('UserMenu', () => {
  it('is a closed disclosure that controls its popup', () => {
    render(<UserMenu {...props} />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(button().getAttribute('aria-controls')).toBe('user-menu');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers sign-in and registration when signed out', () => {
    render(<UserMenu {...props} />);
    fireEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Kirjaudu sisään' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Rekisteröidy' })).toBeTruthy();
  });

  it('greets a signed-in visitor and counts their galleries', () => {
    render(<UserMenu {...props} user={{ name: 'Aino', galleries: 3 }} defaultOpen />);
    expect(screen.getByText('Hei, Aino!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Omat galleriat (3 galleriaa)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kirjaudu ulos' }).getAttribute('href')).toBe(
      '/logout',
    );
    expect(screen.queryByRole('link', { name: 'Kirjaudu sisään' })).toBeNull();
  });

  it('links a signed-in visitor to their API key when given the link', () => {
    const { rerender } = render(
      <UserMenu {...props} user={{ name: 'Aino', galleries: 0 }} defaultOpen />,
    );
    expect(screen.queryByRole('link', { name: 'API-avain' })).toBeNull();
    rerender(
      <UserMenu
        {...props}
        user={{ name: 'Aino', galleries: 0 }}
        labels={{ ...props.labels, apiKey: 'API-avain' }}
        hrefs={{ ...props.hrefs, apiKey: '/apikey/form?lang=fi' }}
        defaultOpen
      />,
    );
    expect(screen.getByRole('link', { name: 'API-avain' })).toBeTruthy();
    // Between the galleries and signing out.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/fi/galleries',
      '/apikey/form?lang=fi',
      '/logout',
    ]);
  });

  it('closes on Escape and returns focus to the button', () => {
    render(<UserMenu {...props} />);
    fireEvent.click(button());
    const link = screen.getByRole('link', { name: 'Kirjaudu sisään' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button());
  });

  it('closes on a click outside but not on a click inside', () => {
    render(
      <>
        <p>Outside</p>
        <UserMenu {...props} defaultOpen />
      </>,
    );
    fireEvent.mouseDown(screen.getByRole('link', { name: 'Rekisteröidy' }));
    expect(button().getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(screen.getByText('Outside'));
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});
