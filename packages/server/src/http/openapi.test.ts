import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/useTestApp';

describe('API documentation', () => {
  const testApp = useTestApp();

  it('serves the OpenAPI document of every route', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });

    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/settings/', '/api/currency/']));
    const settings = document.paths['/api/settings/'].get;
    expect(settings.tags).toEqual(['settings']);
    expect(settings.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'features',
    );
  });

  it('documents the accounts routes with core’s schemas and the token scheme', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();

    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register/',
        '/api/auth/login/',
        '/api/auth/login/social/jwt/google-oauth2/',
        '/api/auth/login/social/jwt/facebook/',
        '/api/auth/logout/',
        '/api/auth/activate/',
        '/api/auth/activate/resend/',
        '/api/auth/password/',
        '/api/auth/password/reset/',
        '/api/auth/password/reset/confirm/',
        '/api/auth/user/',
        '/api/auth/user/notifications/',
        '/api/auth/user/notifications/{id}',
        '/api/auth/sites/',
        '/api/link_types/',
        '/api/groups/',
        '/api/invites/{token}/',
        '/api/invites/{organisationId}/',
      ]),
    );
    // Only with DEV_OUTBOX.
    expect(Object.keys(document.paths)).not.toContain('/api/dev/outbox/');

    const register = document.paths['/api/auth/register/'].post;
    const registerBody = register.requestBody.content['application/json'].schema;
    expect(registerBody.required).toEqual(
      expect.arrayContaining(['email', 'password', 'password_confirmation']),
    );
    // Clients of the original API send no account type: a personal member is registered.
    expect(registerBody.required).not.toContain('account_type');
    expect(registerBody.properties.account_type).toMatchObject({ default: 'personal' });
    expect(register.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'auth_token',
    );
    expect(document.paths['/api/auth/user/'].patch.security).toEqual([{ token: [] }]);
    expect(document.components.securitySchemes.token).toMatchObject({
      type: 'apiKey',
      name: 'Authorization',
    });
  });

  it('serves Swagger UI with its own assets, so it works offline', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');

    const script = await testApp.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('lets the page load its own scripts and styles under the content security policy', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src 'self'[^;]*'unsafe-inline'/);
    expect(policy).toContain("img-src 'self' data:");
    // Every script of the page is a file of this origin: no inline code the policy would block.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});
