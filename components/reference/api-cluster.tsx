import { ApiClusterLoader } from '@/components/reference/api-cluster-loader';

/**
 * "Your cluster": the reader's Dremio URL and token, which the example requests of the page then use. The form is
 * plain HTML; its behaviour (api-cluster-fill.ts) is loaded by REST API pages only, which render it. Both values stay
 * in the browser (the URL in localStorage, the token in sessionStorage, for this tab only) and are never sent anywhere.
 */
export function ApiCluster({ placeholderHost }: { placeholderHost: string }) {
  return (
    // No <form>: nothing here can ever be submitted, not even by Enter before the script has loaded.
    <div className="api-cluster">
      <fieldset>
        <legend>Your cluster</legend>
        <p className="api-cluster-note" id="api-cluster-note">
          Fill the example request of each operation below with your Dremio URL and a personal access token. They stay in this browser (the token only in this
          tab) and are never sent anywhere.
        </p>
        <div className="api-cluster-fields">
          <label>
            Dremio URL
            <input
              name="host"
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={placeholderHost}
              aria-describedby="api-cluster-note api-cluster-status"
            />
          </label>
          <label>
            Token
            <input name="token" type="password" autoComplete="off" spellCheck={false} aria-describedby="api-cluster-note api-cluster-status" />
          </label>
          <button type="button" className="api-cluster-clear" disabled>
            Clear
          </button>
        </div>
        <p className="api-cluster-status" id="api-cluster-status" role="status" />
      </fieldset>
      <ApiClusterLoader placeholderHost={placeholderHost} />
    </div>
  );
}
